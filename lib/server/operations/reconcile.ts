import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { reconcileDonations } from '@/lib/server/donations';
import { orders, payments } from '@/db/schema';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { retrieveTransaction } from '@/lib/server/payments/easebuzz/client';
import { deliverDueMail } from '@/lib/server/mail';
import { gatewayMode } from '@/lib/server/payments';
import { expireAfter } from '@/lib/server/cache';
import { atTime, log, countReconcileRun } from '@/lib/server/platform';
import { giveUpOrder, refundWaitingDuplicates, settleEasebuzz } from '@/lib/server/payments';
import { checkAlerts } from './alerts';

/**
 * The one reconciliation entry point (DESIGN.md §6): /api/cron/reconcile and `npm run reconcile` run every
 * task in turn. Each task settles what its gateway left pending and reports counts; one failing task does
 * not stop the others. Every task has a deadline, so a run ends in bounded time even when a gateway or the
 * mail server stalls; what is left waits for the next run, oldest first.
 */
export type ReconcileReport = Record<string, number | string>;
export type ReconcileContext = { now: Date; deadline: number };
export type ReconcileTask = { name: string; run: (caller: Caller, ctx: ReconcileContext) => Promise<ReconcileReport>; budgetMs: number };

/** A payment younger than this may still be on the gateway's page: leave it alone. */
const SETTLE_AFTER_MINUTES = 2;
/** Pending payments older than this are no longer asked about: closed as failed (a late webhook still pays). */
const GIVE_UP_HOURS = 48;
const BATCH = 200;

async function expirePayment(paymentId: number, orderId: number | null): Promise<boolean> {
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    const closed = await tx
      .update(payments)
      .set({ status: 'failed', errorMessage: 'Expired without payment' })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!closed.length || orderId == null) return null;
    return giveUpOrder(tx, orderId, 'Payment not received in time: order expired');
  });
  if (!released) return false;
  await expireAfter('stock.givenBack', { stock: released });
  return true;
}

type PendingPayment = { id: number; txnid: string | null; orderId: number | null; expiresAt: Date | null };

/** Asks the gateway about one pending payment; one the gateway never settled closes once its order has expired. */
async function settleOrExpire(caller: Caller, p: PendingPayment, ctx: ReconcileContext, report: Record<string, number>) {
  let settled = false;
  if (p.txnid && gatewayMode('easebuzz') !== 'unconfigured') {
    report.checked++;
    try {
      for (const record of await retrieveTransaction(easebuzzConfig(), p.txnid)) {
        const s = await settleEasebuzz(caller, record, 'retrieve');
        if (s.outcome !== 'pending' && s.outcome !== 'rejected') settled = true;
        if (!s.duplicate && s.outcome === 'paid') report.paid++;
        if (!s.duplicate && (s.outcome === 'failed' || s.outcome === 'cancelled')) report.failed++;
      }
    } catch (error) {
      report.errors++;
      log().error({ err: error, txnid: p.txnid }, '[reconcile] retrieve failed');
      return; // unknown: ask again next run rather than close a payment that may have succeeded
    }
  }
  if (!settled && p.expiresAt && p.expiresAt < ctx.now && (await expirePayment(p.id, p.orderId))) report.expired++;
}

const pendingColumns = { id: payments.id, txnid: payments.txnid, orderId: payments.orderId, expiresAt: orders.expiresAt };

/**
 * Orders: pending Easebuzz payments are asked about oldest first (those older than GIVE_UP_HOURS are closed
 * without asking), then unpaid orders past their window expire, their open attempts checked first.
 */
export async function reconcileOrders(
  caller: Caller,
  ctx: ReconcileContext = { now: new Date(), deadline: Date.now() + 10_000 },
): Promise<ReconcileReport> {
  requireSystem(caller, 'reconcile-job');
  const report = { checked: 0, paid: 0, failed: 0, expired: 0, errors: 0, deferred: 0, duplicatesRefunded: 0 };
  const db = await getDb();
  const at = atTime(ctx.now);
  const pendingEasebuzz = and(eq(payments.gateway, 'easebuzz'), eq(payments.status, 'pending'));
  const pending = await db
    .select(pendingColumns)
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        pendingEasebuzz,
        lt(payments.createdAt, sql`${at} - make_interval(mins => ${SETTLE_AFTER_MINUTES})`),
        gte(payments.createdAt, sql`${at} - make_interval(hours => ${GIVE_UP_HOURS})`),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const [i, p] of pending.entries()) {
    if (Date.now() >= ctx.deadline) {
      report.deferred += pending.length - i;
      break;
    }
    await settleOrExpire(caller, p, ctx, report);
  }

  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'easebuzz'),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.expiresAt, ctx.now),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(BATCH);
  for (const [i, { id }] of stale.entries()) {
    if (Date.now() >= ctx.deadline) {
      report.deferred += stale.length - i;
      break;
    }
    const open = await db
      .select(pendingColumns)
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(pendingEasebuzz, eq(payments.orderId, id)));
    for (const p of open) await settleOrExpire(caller, p, ctx, report);
    // giveUpOrder leaves an order alone while an attempt is still pending or paid.
    const released = await db.transaction((tx) => giveUpOrder(tx, id, 'Payment not received in time: order expired'));
    if (released) {
      report.expired++;
      await expireAfter('stock.givenBack', { stock: released });
    }
  }

  // Given up: too old to keep asking about (a paid payment never moves back; a late webhook still pays).
  const abandoned = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(pendingEasebuzz, lt(payments.createdAt, sql`${at} - make_interval(hours => ${GIVE_UP_HOURS})`)))
    .limit(BATCH);
  for (const p of abandoned) if (await expirePayment(p.id, p.orderId)) report.expired++;

  // Duplicate payments whose automatic refund never started (the process ended right after settling).
  report.duplicatesRefunded += await refundWaitingDuplicates(caller, ctx.deadline);
  return report;
}

/** Mail that waits in the outbox (SMTP was down, or the process ended before the background send). */
export async function deliverQueuedMail(caller: Caller, ctx?: ReconcileContext): Promise<ReconcileReport> {
  requireSystem(caller, 'reconcile-job', 'mail-sweep');
  const { sent, failed, skipped, stoppedEarly } = await deliverDueMail(caller, { limit: 200, deadline: ctx?.deadline });
  return { sent, failed, skipped: skipped ? 'no SMTP_URL' : 'no', ...(stoppedEarly ? { stopped: stoppedEarly } : {}) };
}

const RECONCILE_TASKS: ReconcileTask[] = [
  { name: 'orders', run: reconcileOrders, budgetMs: 8_000 },
  { name: 'donations', run: (caller, ctx) => reconcileDonations(caller, { deadline: ctx.deadline }), budgetMs: 8_000 },
  { name: 'mail', run: deliverQueuedMail, budgetMs: 6_000 },
];

/**
 * Only the cron route and `npm run reconcile` call this, as the reconciliation job's system caller.
 * Runs the tasks in turn, each with its own time budget. A task stops starting new work at its deadline;
 * work already under way ends within its own timeouts (gateway calls 15 s, SMTP 20 s at most).
 */
export async function runReconciliation(caller: Caller, now: Date = new Date(), tasks: ReconcileTask[] = RECONCILE_TASKS) {
  requireSystem(caller, 'reconcile-job');
  // The database opens before any budget starts: a cold start (a new serverless instance, or the embedded
  // database loading in `npm run reconcile` on a busy machine) took the orders task's whole 8 s, which then
  // deferred every expired order instead of expiring it.
  await getDb();
  const results: Record<string, ReconcileReport> = {};
  for (const task of tasks) {
    try {
      results[task.name] = await task.run(caller, { now, deadline: Date.now() + task.budgetMs });
    } catch (error) {
      log().error({ err: error }, `[reconcile] task ${task.name} failed`);
      results[task.name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  // Last, so it sees what this run settled, refunded and sent.
  try {
    results.alerts = await checkAlerts(caller, now);
  } catch (error) {
    log().error({ err: error }, '[reconcile] alert check failed');
    results.alerts = { error: error instanceof Error ? error.message : String(error) };
  }
  countReconcileRun(results);
  return results;
}
