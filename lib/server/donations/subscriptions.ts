import 'server-only';
import { type Caller } from '@/lib/server/accounts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationSubscriptions } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import type { Frequency } from '@/lib/domain/donations';
import { formatInr } from '@/lib/domain/money';
import { recordAudit, log } from '@/lib/server/platform';
import { fail } from '@/lib/domain/errors';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { mailTranslator } from '@/lib/i18n/mail';
import { cancelSubscriptionAtGateway, FINISHED_SUBSCRIPTION as FINISHED } from '@/lib/server/payments/razorpay/cancel-subscription';
import { verifyLink } from './links';

/** Frequency and status are codes: the page words them in its language. */
export type RecurringSummary = { id: number; name: string; amount: string; frequency: Frequency; status: string; active: boolean };

/** What a donor's page shows of a recurring gift (the cancel and the payment pages). */
export function recurringSummary(s: typeof donationSubscriptions.$inferSelect): RecurringSummary {
  return {
    id: s.id,
    name: s.name,
    amount: formatInr(s.amountPaise, { whole: true }),
    frequency: s.frequency,
    status: s.status,
    active: !FINISHED.includes(s.status),
  };
}

/** What the cancel page shows; the signed link is the donor's only credential (anyone holding it may ask). */
export async function recurringDonationForLink(_caller: Caller, id: number, signature: string | null): Promise<RecurringSummary | null> {
  if (!(await verifyLink('cancel', id, signature))) return null;
  const db = await getDb();
  const [s] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, id));
  return s ? recurringSummary(s) : null;
}

/**
 * Cancels a recurring gift through the Subscriptions API, records it and confirms by mail. Idempotent: a
 * second click (or a gateway that already cancelled it) answers the same.
 */
export async function cancelRecurringDonation(
  caller: Caller,
  id: number,
  signature: string | null,
): Promise<{ alreadyCancelled: boolean }> {
  if (!(await verifyLink('cancel', id, signature))) throw fail('subscription.not_found');
  const db = await getDb();
  const [s] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, id));
  if (!s) throw fail('subscription.not_found');
  return cancelSubscriptionRow(caller, s, 'donor link');
}

/** Cancels the gift `s` at once, for the caller the page or link has already checked; `by` goes to the audit log. */
export async function cancelSubscriptionRow(
  caller: Caller,
  s: typeof donationSubscriptions.$inferSelect,
  by: string,
): Promise<{ alreadyCancelled: boolean }> {
  const db = await getDb();
  const id = s.id;
  if (FINISHED.includes(s.status)) return { alreadyCancelled: true };
  try {
    await cancelSubscriptionAtGateway(s.razorpaySubscriptionId);
  } catch (error) {
    log().error({ err: error }, '[donations] subscription cancel failed');
    throw fail('subscription.cancel_failed');
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(donationSubscriptions)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(donationSubscriptions.id, id), notInArray(donationSubscriptions.status, FINISHED)))
      .returning({ id: donationSubscriptions.id });
    if (!rows.length) return false;
    await recordAudit(tx, caller.kind === 'user' ? caller : null, {
      action: 'donation.subscription.cancel',
      entityType: 'donation_subscription',
      entityId: id,
      before: { status: s.status },
      after: { status: 'cancelled', by },
      ip: caller.ip,
    });
    const { t } = mailTranslator(s.locale);
    const cancelled = t('donation.cancelledText', {
      frequency: t(`frequency.${s.frequency}`),
      amount: formatInr(s.amountPaise, { whole: true }),
    });
    await enqueueMail(tx, {
      kind: 'donation-subscription-cancelled',
      to: s.email,
      subject: t('donation.cancelledSubject'),
      text: `${t('donation.greeting', { name: s.name })}\n\n${cancelled}\n\n${t('donation.cancelledThanks')}\n${foundation.name}\n${foundation.email}\n`,
    });
    return true;
  });
  if (changed) kickMailDelivery();
  return { alreadyCancelled: !changed };
}
