import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions } from '@/db/schema';
import { fail } from '@/lib/domain/errors';
import type { RecurringChange } from '@/lib/domain/validation/recurring';
import type { Caller } from '@/lib/server/accounts';
import { razorpay, RazorpayError } from '@/lib/server/payments/razorpay/client';
import { log, recordAudit } from '@/lib/server/platform';
import { givingDonor } from './giving';
import { applySubscriptionStatus } from './recurring-state';
import { confirmReplacement, createReplacement, planRecurringChange, type ChangePlan } from './recurring-change';
import { cancelSubscriptionRow } from './subscriptions';
import { gatewayPaymentPage } from './payment-update';

// A donor manages their own recurring gifts from My giving: the caller is the donor of a visit (the mailed
// link's cookie) or a signed-in user with that confirmed address. A gift of any other address is answered as
// not found (404), the same as one that does not exist.

type Subscription = typeof donationSubscriptions.$inferSelect;

async function ownRecurringGift(caller: Caller, visit: string | null | undefined, id: number): Promise<Subscription> {
  const email = await givingDonor(caller, visit);
  if (!email || !Number.isSafeInteger(id)) throw fail('subscription.not_found');
  const db = await getDb();
  const [s] = await db
    .select()
    .from(donationSubscriptions)
    .where(and(eq(donationSubscriptions.id, id), sql`lower(${donationSubscriptions.email}) = ${email}`));
  if (!s) throw fail('subscription.not_found');
  return s;
}

async function audit(caller: Caller, s: Subscription, action: string, after: Record<string, unknown>) {
  await recordAudit(await getDb(), caller.kind === 'user' ? caller : null, {
    action: `donation.subscription.${action}`,
    entityType: 'donation_subscription',
    entityId: s.id,
    before: { status: s.status },
    after: { ...after, by: caller.kind === 'user' ? 'donor account' : 'donor giving link' },
    ip: caller.ip,
  });
}

/** Razorpay's pause or resume, "now"; the stored state is the gateway's answer (its webhook says the same). */
async function lifecycle(caller: Caller, visit: string | null | undefined, id: number, what: 'pause' | 'resume') {
  const s = await ownRecurringGift(caller, visit, id);
  const from = what === 'pause' ? 'active' : 'paused';
  if (s.status !== from) throw fail('subscription.not_changeable');
  let status;
  try {
    const answer =
      what === 'pause'
        ? await razorpay.pauseSubscription(s.razorpaySubscriptionId)
        : await razorpay.resumeSubscription(s.razorpaySubscriptionId);
    status = answer.status;
  } catch (error) {
    log().error({ err: error }, `[donations] subscription ${what} failed`);
    throw fail(error instanceof RazorpayError && error.refused ? 'subscription.not_changeable' : 'subscription.gateway_failed');
  }
  await applySubscriptionStatus(s.razorpaySubscriptionId, status);
  await audit(caller, s, what, { status });
  return { status };
}

export const pauseMyRecurringGift = (caller: Caller, visit: string | null | undefined, id: number) => lifecycle(caller, visit, id, 'pause');
export const resumeMyRecurringGift = (caller: Caller, visit: string | null | undefined, id: number) =>
  lifecycle(caller, visit, id, 'resume');

/** Cancels at once (as the mailed link does); a gift already ended answers the same. */
export async function cancelMyRecurringGift(caller: Caller, visit: string | null | undefined, id: number) {
  const s = await ownRecurringGift(caller, visit, id);
  return cancelSubscriptionRow(caller, s, caller.kind === 'user' ? 'donor account' : 'donor giving link');
}

async function lastChargeAt(s: Subscription): Promise<Date | null> {
  const db = await getDb();
  const [last] = await db
    .select({ at: donations.paidAt })
    .from(donations)
    .where(and(eq(donations.subscriptionId, s.id), eq(donations.status, 'paid')))
    .orderBy(desc(donations.paidAt))
    .limit(1);
  return last?.at ?? null;
}

/** What a change would do, for the donor to confirm: nothing is created. */
export async function previewMyRecurringChange(
  caller: Caller,
  visit: string | null | undefined,
  id: number,
  input: RecurringChange,
): Promise<ChangePlan> {
  const s = await ownRecurringGift(caller, visit, id);
  return planRecurringChange(s, input, await lastChargeAt(s));
}

/** The donor confirmed: the replacing subscription is created and waits for the donor to authorise it. */
export async function startMyRecurringChange(caller: Caller, visit: string | null | undefined, id: number, input: RecurringChange) {
  const s = await ownRecurringGift(caller, visit, id);
  const plan = await planRecurringChange(s, input, await lastChargeAt(s));
  const created = await createReplacement(s, plan);
  await audit(caller, s, 'change_started', { replacement: created.rowId, amount_paise: plan.amountPaise, frequency: plan.frequency });
  return { ...created, firstChargeAt: plan.firstChargeAt, name: s.name, email: s.email, phone: s.phone };
}

/** Checkout's answer for the replacing subscription (its row is the donor's too, and names the one it replaces). */
export async function confirmMyRecurringChange(
  caller: Caller,
  visit: string | null | undefined,
  replacementId: number,
  answer: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
) {
  const replacement = await ownRecurringGift(caller, visit, replacementId);
  if (!replacement.replacesId) throw fail('subscription.not_found');
  return { result: await confirmReplacement(replacement, answer), firstChargeAt: replacement.startsAt };
}

/** My giving's "Update payment method": the gateway's page for the donor's own pending or halted gift. */
export async function myPaymentPage(caller: Caller, visit: string | null | undefined, id: number): Promise<string> {
  return gatewayPaymentPage(await ownRecurringGift(caller, visit, id));
}
