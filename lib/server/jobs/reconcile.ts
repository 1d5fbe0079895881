import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { reconcileDonations } from '@/lib/server/donations';
import { orders, payments } from '@/db/schema';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { retrieveTransaction } from '@/lib/server/payments/easebuzz/client';
import { deliverDueMail } from '@/lib/server/mail';
import { gatewayMode } from '@/lib/server/payments';
import { giveUpOrder, settleEasebuzz } from '@/lib/server/payments';

/**
 * The one reconciliation entry point (DESIGN.md §6): /api/cron/reconcile and `npm run reconcile` run every
 * task in turn. Each task settles what its gateway left pending and reports counts; one failing task does
 * not stop the others. Add a task (e.g. donations) by appending to RECONCILE_TASKS.
 */
export type ReconcileReport = Record<string, number | string>;
export type ReconcileTask = { name: string; run: (caller: Caller, now: Date) => Promise<ReconcileReport> };

/** A payment younger than this may still be on the gateway's page: leave it alone. */
const SETTLE_AFTER_MINUTES = 2;
const BATCH = 100;

/** Orders: ask Easebuzz about pending payments, then expire unpaid orders past their window (stock back). */
export async function reconcileOrders(caller: Caller, now: Date = new Date()): Promise<ReconcileReport> {
  requireSystem(caller, 'reconcile-job');
  const report = { checked: 0, paid: 0, failed: 0, expired: 0, errors: 0 };
  const db = await getDb();
  if (gatewayMode('easebuzz') !== 'unconfigured') {
    const cfg = easebuzzConfig();
    const pending = await db
      .select({ txnid: payments.txnid })
      .from(payments)
      .where(
        and(
          eq(payments.gateway, 'easebuzz'),
          eq(payments.status, 'pending'),
          lt(payments.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${SETTLE_AFTER_MINUTES})`),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(BATCH);
    for (const { txnid } of pending) {
      if (!txnid) continue;
      report.checked++;
      try {
        for (const record of await retrieveTransaction(cfg, txnid)) {
          const s = await settleEasebuzz(caller, record, 'retrieve');
          if (!s.duplicate && s.outcome === 'paid') report.paid++;
          if (!s.duplicate && (s.outcome === 'failed' || s.outcome === 'cancelled')) report.failed++;
        }
      } catch (error) {
        report.errors++;
        console.error('[reconcile] retrieve failed', txnid, error);
      }
    }
  }
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'easybuzz'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.expiresAt, now),
      ),
    )
    .limit(BATCH);
  for (const { id } of stale) {
    const expired = await db.transaction(async (tx) => {
      // Attempts still pending at the gateway are closed as failed first: the order is given up as a whole.
      await tx
        .update(payments)
        .set({ status: 'failed', errorMessage: 'Expired without payment' })
        .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')));
      return giveUpOrder(tx, id, 'Payment not received in time: order expired');
    });
    if (expired) report.expired++;
  }
  return report;
}

/** Mail that waits in the outbox (SMTP was down, or the process ended before the background send). */
export async function deliverQueuedMail(caller: Caller): Promise<ReconcileReport> {
  const { sent, failed, skipped } = await deliverDueMail(caller, { limit: 100 });
  return { sent, failed, skipped: skipped ? 'no SMTP_URL' : 'no' };
}

const RECONCILE_TASKS: ReconcileTask[] = [
  { name: 'orders', run: reconcileOrders },
  { name: 'donations', run: (caller) => reconcileDonations(caller) },
  { name: 'mail', run: deliverQueuedMail },
];

/** Only the cron route and `npm run reconcile` call this, as the reconciliation job's system caller. */
export async function runReconciliation(caller: Caller, now: Date = new Date(), tasks: ReconcileTask[] = RECONCILE_TASKS) {
  requireSystem(caller, 'reconcile-job');
  const results: Record<string, ReconcileReport> = {};
  for (const task of tasks) {
    try {
      results[task.name] = await task.run(caller, now);
    } catch (error) {
      console.error(`[reconcile] task ${task.name} failed`, error);
      results[task.name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return results;
}
