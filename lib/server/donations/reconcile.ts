import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions } from '@/db/schema';
import { gatewayMode } from '@/lib/server/payments';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import { settleOrderPayment } from './settlement';
import { applySubscriptionStatus } from './recurring-state';
import { completeReplacement } from './recurring-change';
import { DONATION_ABANDONED_AFTER_HOURS } from '@/lib/domain/donations';
import { log } from '@/lib/server/platform';

export type DonationReconcileReport = {
  checked: number;
  paid: number;
  expired: number;
  subscriptionsChecked: number;
  errors: number;
  deferred: number;
};

/** Pending donations older than this are closed as failed without asking again (a late capture still pays them). */
const GIVE_UP_DAYS = 7;

/**
 * Settles online donations left pending (the browser never confirmed, the webhook never came): asks
 * Razorpay for the order's payments and pays the donation when one was captured; a donation still unpaid
 * after `expireAfterHours` (DONATION_ABANDONED_AFTER_HOURS, what the back-office shows as abandoned) is marked failed (a capture arriving later, by webhook, still pays it), so it
 * leaves the set. Pending ones are visited oldest first until `deadline`; those older than GIVE_UP_DAYS are
 * closed without asking. Also refreshes subscriptions that never became active. Meant for the shared
 * /api/cron/reconcile entry point.
 */
export async function reconcileDonations(
  caller: Caller,
  options: { olderThanMinutes?: number; expireAfterHours?: number; limit?: number; deadline?: number } = {},
): Promise<DonationReconcileReport> {
  requireSystem(caller, 'reconcile-job');
  const report: DonationReconcileReport = { checked: 0, paid: 0, expired: 0, subscriptionsChecked: 0, errors: 0, deferred: 0 };
  const deadline = options.deadline ?? Date.now() + 10_000;
  if (gatewayMode('razorpay') === 'unconfigured') return report;
  const olderThan = sql`now() - make_interval(mins => ${options.olderThanMinutes ?? 15})`;
  const expireBefore = sql`now() - make_interval(hours => ${options.expireAfterHours ?? DONATION_ABANDONED_AFTER_HOURS})`;
  const db = await getDb();
  const abandoned = await db
    .update(donations)
    .set({ status: 'failed' })
    .where(and(eq(donations.status, 'pending'), lt(donations.createdAt, sql`now() - make_interval(days => ${GIVE_UP_DAYS})`)))
    .returning({ id: donations.id });
  report.expired += abandoned.length;
  // An attempt that never reached the gateway (no order id: the process ended before the call) has nothing to
  // ask about: it closes once it is abandoned.
  const neverStarted = await db
    .update(donations)
    .set({ status: 'failed' })
    .where(and(eq(donations.status, 'pending'), isNull(donations.razorpayOrderId), lt(donations.createdAt, expireBefore)))
    .returning({ id: donations.id });
  report.expired += neverStarted.length;
  const pending = await db
    .select()
    .from(donations)
    .where(and(eq(donations.status, 'pending'), isNotNull(donations.razorpayOrderId), lt(donations.createdAt, olderThan)))
    .orderBy(asc(donations.createdAt))
    .limit(options.limit ?? 200);
  for (const [i, d] of pending.entries()) {
    if (Date.now() >= deadline) {
      report.deferred += pending.length - i;
      break;
    }
    report.checked++;
    try {
      const { items } = await razorpay.fetchOrderPayments(d.razorpayOrderId!);
      const captured = items.find((p) => p.status === 'captured');
      if (captured) {
        const settled = await settleOrderPayment(d.razorpayOrderId!, captured);
        if ('newlyPaid' in settled && settled.newlyPaid) report.paid++;
        continue;
      }
      if (
        d.status === 'pending' &&
        d.createdAt.getTime() < Date.now() - (options.expireAfterHours ?? DONATION_ABANDONED_AFTER_HOURS) * 3600_000
      ) {
        const rows = await db
          .update(donations)
          .set({ status: 'failed' })
          .where(and(eq(donations.id, d.id), eq(donations.status, 'pending'), lt(donations.createdAt, expireBefore)))
          .returning({ id: donations.id });
        report.expired += rows.length;
      }
    } catch (error) {
      report.errors++;
      log().error({ err: error }, `[reconcile] donation ${d.id}`);
    }
  }
  const waiting = await db
    .select()
    .from(donationSubscriptions)
    .where(and(inArray(donationSubscriptions.status, ['created', 'authenticated']), lt(donationSubscriptions.createdAt, olderThan)))
    .orderBy(asc(donationSubscriptions.createdAt))
    .limit(options.limit ?? 100);
  for (const s of waiting) {
    if (Date.now() >= deadline) break;
    report.subscriptionsChecked++;
    try {
      const sub = await razorpay.fetchSubscription(s.razorpaySubscriptionId);
      const moved = sub.status !== s.status ? await applySubscriptionStatus(sub.id, sub.status) : null;
      // A change's new mandate authorised while neither the webhook nor the browser got through.
      if (moved?.replacesId && ['authenticated', 'active'].includes(moved.status)) await completeReplacement(moved.id);
    } catch (error) {
      report.errors++;
      log().error({ err: error }, `[reconcile] subscription ${s.id}`);
    }
  }
  return report;
}
