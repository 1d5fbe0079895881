import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderEvents, orderItems, orders, payments } from '@/db/schema';
import type { StockMove } from '@/lib/domain/catalog';
import { rupeesToPaise } from '@/lib/domain/money';
import { boundedString, recordAudit, log, noteRefusedWebhook } from '@/lib/server/platform';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { emptyCartOf } from '@/lib/server/cart';
import { kickMailDelivery } from '@/lib/server/mail';
import { enqueueOrderConfirmation, issueInvoiceIn } from '@/lib/server/orders';
import { releaseCouponUse, releaseStock, retakeCouponUse, takeStock } from '@/lib/server/orders';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { recordDuplicatePayment, refundDuplicatePayment } from './duplicates';
import { responseHash, sameHash } from '@/lib/server/payments/easebuzz/hash';

export type PaymentRow = typeof payments.$inferSelect;
export type Settlement = {
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending' | 'rejected';
  /** True when this delivery changed nothing (the same result arrived before). */
  duplicate: boolean;
  payment: PaymentRow | null;
  /** A failure in the gateway's own words, when it gave some (the answers word every outcome otherwise). */
  gatewayError: string | null;
};

const FAILED = new Set(['failure', 'failed', 'userCancelled', 'usercancelled', 'dropped', 'bounced', 'cancelled']);

/** A result that fails verification is refused, logged and audited; the order stays unpaid. */
async function reject(fields: Record<string, string>, source: string, reason: string, payment: PaymentRow | null): Promise<Settlement> {
  // Whoever posted this is unauthenticated: what we log and audit of it is bounded.
  const seen = Object.fromEntries(
    ['txnid', 'status', 'amount'].map((k) => [k, fields[k] == null ? undefined : boundedString(fields[k], 100)]),
  );
  log().warn({ seen }, `[easebuzz] ${source} refused: ${reason}`);
  const db = await getDb();
  await recordAudit(db, null, {
    action: 'payment.rejected',
    entityType: 'payment',
    entityId: payment?.id ?? seen.txnid ?? null,
    after: { source, reason, ...seen },
  });
  return { outcome: 'rejected', duplicate: false, payment, gatewayError: null };
}

/** Checks the reverse hash over the strings exactly as received, then the key, txnid and amount against ours. */
export async function verifyEasebuzz(
  fields: Record<string, string>,
  source: string,
): Promise<{ ok: true; payment: PaymentRow } | { ok: false; settlement: Settlement }> {
  const cfg = easebuzzConfig();
  if (fields.key !== cfg.key || !sameHash(fields.hash, responseHash(fields, cfg.salt))) {
    await noteRefusedWebhook(await getDb(), 'easebuzz', source);
    return { ok: false, settlement: await reject(fields, source, 'hash mismatch', null) };
  }
  const db = await getDb();
  const [payment] = fields.txnid
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.txnid, fields.txnid), eq(payments.gateway, 'easebuzz')))
    : [];
  if (!payment) return { ok: false, settlement: await reject(fields, source, 'unknown txnid', null) };
  let amount: number | null = null;
  try {
    amount = rupeesToPaise(fields.amount);
  } catch {
    amount = null;
  }
  if (amount !== payment.amountPaise)
    return {
      ok: false,
      settlement: await reject(fields, source, `amount ${fields.amount} differs from ${payment.amountPaise} paise`, payment),
    };
  return { ok: true, payment };
}

/**
 * Applies a verified Easebuzz result (surl/furl, webhook or retrieve). Idempotent: state changes are
 * conditional updates, so the same result twice records one payment, and a paid payment never moves back.
 */
export async function settleEasebuzz(
  caller: Caller,
  fields: Record<string, string>,
  source: 'callback' | 'webhook' | 'retrieve',
): Promise<Settlement> {
  requireSystem(caller, 'easebuzz-callback', 'easebuzz-webhook', 'reconcile-job');
  return settleVerified(fields, source);
}

/** The settlement itself, for this feature's own callers that already checked theirs (a payment's status). */
export async function settleVerified(fields: Record<string, string>, source: 'callback' | 'webhook' | 'retrieve'): Promise<Settlement> {
  const verified = await verifyEasebuzz(fields, source);
  if (!verified.ok) return verified.settlement;
  const { payment } = verified;
  const status = (fields.status ?? '').trim();
  if (status === 'success') return markPaid(payment, fields);
  if (FAILED.has(status) || FAILED.has(status.toLowerCase()))
    return markFailed(payment, fields, status.toLowerCase() === 'usercancelled' ? 'cancelled' : 'failed');
  return { outcome: 'pending', duplicate: true, payment, gatewayError: null };
}

async function markPaid(payment: PaymentRow, fields: Record<string, string>): Promise<Settlement> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'paid',
        gatewayPaymentId: fields.easepayid || null,
        method: fields.mode || null,
        paidAt: sql`now()`,
        errorMessage: null,
        raw: { ...(payment.raw ?? {}), result: fields },
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])))
      .returning();
    if (!paid) return { changed: false, payment, duplicate: false, revived: [] as StockMove[] };
    // One paid payment per order: the row lock of this update makes a concurrent second success wait here
    // and then find the order paid.
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, expiresAt: null })
      .where(and(eq(orders.id, payment.orderId!), inArray(orders.paymentStatus, ['pending', 'failed'])))
      .returning();
    if (!order) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, payment.orderId!));
      if (current) await recordDuplicatePayment(tx, paid, current);
      return { changed: true, payment: paid, duplicate: Boolean(current), revived: [] as StockMove[] };
    }
    let revived: StockMove[] = [];
    if (order.status === 'cancelled' && order.stockReleased) revived = await reviveCancelledOrder(tx, order.id);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'payment',
      status: null,
      title: 'Payment received',
      note: `Easebuzz ${fields.easepayid ?? ''} (${fields.mode ?? 'online'})`,
    });
    if (order.userId) await emptyCartOf(tx, order.userId);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await enqueueOrderConfirmation(tx, order, items);
    // The money is in: the GST invoice is issued now, numbered, rendered and stored.
    await issueInvoiceIn(tx, order.id);
    return { changed: true, payment: paid, duplicate: false, revived };
  });
  if (result.duplicate) await refundDuplicatePayment(result.payment.id);
  else if (result.changed) kickMailDelivery();
  if (result.revived.length > 0) await expireAfter('stock.takenByOrder', { stock: result.revived });
  return { outcome: 'paid', duplicate: !result.changed, payment: result.payment, gatewayError: null };
}

/**
 * Money arrived for an order that had already been given up (a late payment after expiry or a failure):
 * take its stock again and reopen it; if the stock is gone, it stays cancelled and the timeline says a
 * refund is due, for the back-office to act on. Returns the stock it took (nothing when it stays cancelled).
 */
async function reviveCancelledOrder(tx: DbOrTx, orderId: number): Promise<StockMove[]> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  try {
    return await tx.transaction(async (inner) => {
      const taken = await takeStock(
        inner,
        items
          .filter((i) => i.productId != null)
          .map((i) => ({
            productId: i.productId!,
            name: i.productName,
            sku: i.sku,
            quantity: i.quantity,
            unitPricePaise: i.unitPricePaise,
            stock: 0,
          })),
      );
      const [reopened] = await inner
        .update(orders)
        .set({ status: 'pending', stockReleased: false, cancelReason: null })
        .where(eq(orders.id, orderId))
        .returning();
      await inner.insert(orderEvents).values({ orderId, status: 'pending', title: 'Order reopened after late payment' });
      if (reopened.couponId != null && !(await retakeCouponUse(inner, reopened))) {
        await inner.insert(orderEvents).values({
          orderId,
          kind: 'note',
          title: `Coupon ${reopened.couponCode ?? ''} honoured past its usage limit (the payment was already made)`,
        });
      }
      return taken;
    });
  } catch {
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'note',
      title: 'Payment received after cancellation: refund due',
      note: 'The items are no longer in stock.',
    });
    return [];
  }
}

async function markFailed(payment: PaymentRow, fields: Record<string, string>, outcome: 'failed' | 'cancelled'): Promise<Settlement> {
  const db = await getDb();
  const gatewayError = outcome === 'cancelled' ? null : fields.error_Message || fields.error || null;
  const released = await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({
        status: 'failed',
        gatewayPaymentId: fields.easepayid || null,
        errorMessage: (gatewayError ?? (outcome === 'cancelled' ? 'Payment cancelled' : 'Payment failed')).slice(0, 300),
        raw: { ...(payment.raw ?? {}), result: fields },
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning();
    if (!failed) return null;
    return (await giveUpOrder(tx, payment.orderId!, outcome === 'cancelled' ? 'Payment cancelled' : 'Payment failed', payment.id)) ?? [];
  });
  const changed = released !== null;
  if (released?.length) await expireAfter('stock.givenBack', { stock: released });
  return { outcome, duplicate: !changed, payment, gatewayError };
}

/**
 * An unpaid gateway order whose payment failed, was cancelled or expired: cancelled, its stock back. Not
 * while another attempt of it is still pending or paid. The buyer's cart was never cleared: they retry.
 * Runs inside the caller's transaction; returns the stock it gave back (null when the order was left alone),
 * for the caller to expire those products' pages ('stock.givenBack') after it commits.
 */
export async function giveUpOrder(tx: DbOrTx, orderId: number, title: string, exceptPaymentId?: number): Promise<StockMove[] | null> {
  const others = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['pending', 'paid']),
        exceptPaymentId ? ne(payments.id, exceptPaymentId) : undefined,
      ),
    );
  if (others.length) return null;
  const [order] = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed', cancelReason: title, expiresAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  if (!order) return null;
  const released = await releaseStock(tx, orderId);
  await releaseCouponUse(tx, orderId);
  await tx.insert(orderEvents).values({ orderId, status: 'cancelled', title });
  return released;
}
