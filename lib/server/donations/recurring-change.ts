import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationSubscriptions } from '@/db/schema';
import { amountProblem, isRecurring, planTerms, type RecurringFrequency } from '@/lib/domain/donations';
import { formatIstDate } from '@/lib/domain/dates';
import { fail, refusedFields } from '@/lib/domain/errors';
import { estimateNextCharge } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import type { RecurringChange } from '@/lib/domain/validation/recurring';
import { mailTranslator } from '@/lib/i18n/mail';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { cancelSubscriptionAtGateway, FINISHED_SUBSCRIPTION } from '@/lib/server/payments/razorpay/cancel-subscription';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import { razorpayConfig } from '@/lib/server/payments/razorpay/config';
import { verifySubscriptionSignature } from '@/lib/server/payments/razorpay/signatures';
import { foundation } from '@/lib/config/foundation';
import { log, recordAudit } from '@/lib/server/platform';
import { planFor } from './checkout';
import { applySubscriptionStatus } from './recurring-state';

// A change of amount or frequency. Razorpay cannot alter an Indian mandate (e-mandate, UPI AutoPay), so a new
// subscription replaces the old one:
// 1. the new one is created with start_at = the old one's next charge date, and the donor authorises it in
//    checkout (a token payment that is given back; nothing of the gift is charged then);
// 2. once it is authorised, the old one is cancelled at once. The old one has taken this period's charge, the
//    new one takes the next period's on the date the old one would have: one charge per period, never two.
// Until the donor authorises, nothing changes (an abandoned change leaves the old gift as it was). A change is
// refused within a day of the next charge (the gateway may already be collecting it) and once that date has
// passed before the authorisation, the new mandate is cancelled and the old gift stays (`change_expired`).

type Subscription = typeof donationSubscriptions.$inferSelect;

/** How close to the next charge a change may still start (the gateway begins collecting on the day). */
const CHANGE_MARGIN_MS = 24 * 60 * 60 * 1000;

export type ChangePlan = { amountPaise: number; frequency: RecurringFrequency; firstChargeAt: Date };

/** The old subscription's next charge: the gateway's charge_at, else our own estimate from its last charge. */
async function nextChargeOf(s: Subscription, lastChargeAt: Date | null): Promise<Date> {
  const fresh = await razorpay.fetchSubscription(s.razorpaySubscriptionId);
  if (fresh.charge_at) return new Date(fresh.charge_at * 1000);
  return estimateNextCharge(lastChargeAt ?? s.createdAt, isRecurring(s.frequency) ? s.frequency : 'monthly');
}

/** What the donor is asked to confirm: the new amount and frequency, and the day of their first charge. */
export async function planRecurringChange(s: Subscription, input: RecurringChange, lastChargeAt: Date | null): Promise<ChangePlan> {
  if (s.status !== 'active') throw fail('subscription.not_changeable');
  const problem = amountProblem(input.amount, s.want80g);
  if (problem) throw refusedFields({ amount: problem }, problem);
  const amountPaise = Number(input.amount) * 100;
  if (amountPaise === s.amountPaise && input.frequency === s.frequency) throw fail('subscription.change_same');
  let firstChargeAt: Date;
  try {
    firstChargeAt = await nextChargeOf(s, lastChargeAt);
  } catch (error) {
    log().error({ err: error }, '[donations] subscription fetch failed');
    throw fail('subscription.gateway_failed');
  }
  if (firstChargeAt.getTime() - Date.now() < CHANGE_MARGIN_MS) throw fail('subscription.change_too_close');
  return { amountPaise, frequency: input.frequency, firstChargeAt };
}

/** Creates the replacing subscription (not yet authorised) and answers what checkout needs to authorise it. */
export async function createReplacement(s: Subscription, plan: ChangePlan) {
  const config = razorpayConfig();
  const { totalCount } = planTerms(plan.frequency);
  try {
    const gatewayPlan = await planFor(config.mode, plan.frequency, plan.amountPaise);
    const sub = await razorpay.createSubscription({
      plan_id: gatewayPlan.planId,
      total_count: totalCount,
      customer_notify: false,
      start_at: Math.floor(plan.firstChargeAt.getTime() / 1000),
      notes: { cause: s.causeCode, frequency: plan.frequency, want_80g: s.want80g ? 'yes' : 'no', replaces: s.razorpaySubscriptionId },
    });
    const db = await getDb();
    const { id: _id, razorpaySubscriptionId: _r, createdAt: _c, updatedAt: _u, cancelledAt: _x, replacedAt: _p, ...template } = s;
    const [row] = await db
      .insert(donationSubscriptions)
      .values({
        ...template,
        razorpaySubscriptionId: sub.id,
        planId: gatewayPlan.rowId,
        amountPaise: plan.amountPaise,
        frequency: plan.frequency,
        totalCount,
        paidCount: 0,
        status: sub.status,
        replacesId: s.id,
        startsAt: plan.firstChargeAt,
      })
      .returning({ id: donationSubscriptions.id });
    return { rowId: row.id, subscriptionId: sub.id, keyId: config.keyId, amountPaise: plan.amountPaise, frequency: plan.frequency };
  } catch (error) {
    log().error({ err: error }, '[donations] replacement subscription failed');
    throw fail('subscription.gateway_failed');
  }
}

/**
 * The donor's checkout answer for the replacing subscription: its signature is checked, its state read from the
 * gateway, and once it is authorised the replacement completes.
 */
export async function confirmReplacement(
  replacement: Subscription,
  answer: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
): Promise<'changed' | 'expired'> {
  const { keySecret } = razorpayConfig();
  if (
    answer.razorpay_subscription_id !== replacement.razorpaySubscriptionId ||
    !verifySubscriptionSignature(keySecret, answer.razorpay_payment_id, replacement.razorpaySubscriptionId, answer.razorpay_signature)
  )
    throw fail('subscription.change_unverified');
  const fresh = await razorpay.fetchSubscription(replacement.razorpaySubscriptionId).catch(() => null);
  if (!fresh || !['authenticated', 'active'].includes(fresh.status)) throw fail('subscription.change_unverified');
  await applySubscriptionStatus(replacement.razorpaySubscriptionId, fresh.status);
  return completeReplacement(replacement.id);
}

/**
 * The replacing subscription is authorised: cancel the old one (at once) and mark it replaced. Idempotent (the
 * webhook and the browser both report it). When the first charge date has passed meanwhile, the old one has
 * charged for it: the new one is cancelled instead, so that period is not paid twice.
 */
export async function completeReplacement(replacementId: number): Promise<'changed' | 'expired'> {
  const db = await getDb();
  const [next] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, replacementId));
  const [old] = next?.replacesId ? await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, next.replacesId)) : [];
  if (!next || !old) throw fail('subscription.not_found');
  if (old.replacedAt) return 'changed';
  if (!next.startsAt || next.startsAt.getTime() <= Date.now()) {
    await cancelSubscriptionAtGateway(next.razorpaySubscriptionId);
    await applySubscriptionStatus(next.razorpaySubscriptionId, 'cancelled');
    return 'expired';
  }
  if (!FINISHED_SUBSCRIPTION.includes(old.status)) await cancelSubscriptionAtGateway(old.razorpaySubscriptionId);
  const done = await db.transaction(async (tx) => {
    const [replaced] = await tx
      .update(donationSubscriptions)
      .set({ status: 'cancelled', cancelledAt: sql`coalesce(${donationSubscriptions.cancelledAt}, now())`, replacedAt: sql`now()` })
      .where(and(eq(donationSubscriptions.id, old.id), isNull(donationSubscriptions.replacedAt)))
      .returning({ id: donationSubscriptions.id });
    if (!replaced) return false;
    await recordAudit(tx, null, {
      action: 'donation.subscription.replace',
      entityType: 'donation_subscription',
      entityId: old.id,
      before: { amount_paise: old.amountPaise, frequency: old.frequency, status: old.status },
      after: { replaced_by: next.id, amount_paise: next.amountPaise, frequency: next.frequency, starts_at: next.startsAt!.toISOString() },
    });
    const { t } = mailTranslator(next.locale);
    const values = {
      oldFrequency: t(`frequency.${old.frequency}`),
      oldAmount: formatInr(old.amountPaise, { whole: true }),
      frequency: t(`frequency.${next.frequency}`),
      amount: formatInr(next.amountPaise, { whole: true }),
      date: formatIstDate(next.startsAt!),
    };
    await enqueueMail(tx, {
      kind: 'donation-subscription-changed',
      to: next.email,
      subject: t('recurring.changedSubject'),
      text: [
        t('donation.greeting', { name: next.name }),
        '',
        t('recurring.changedText', values),
        '',
        t('donation.cancelledThanks'),
        foundation.name,
        foundation.email,
      ].join('\n'),
    });
    return true;
  });
  if (done) kickMailDelivery();
  return 'changed';
}
