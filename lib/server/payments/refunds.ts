import 'server-only';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderEvents, orders, payments, refunds } from '@/db/schema';
import { formatInr, paiseToDecimalString, paiseToRupees } from '@/lib/domain/money';
import { recordAudit } from '@/lib/server/platform';
import { DomainError, fail } from '@/lib/domain/errors';
import { requireRole, requireSignedIn, type Caller, type SignedInCaller } from '@/lib/server/accounts';
import { enqueueRefundMail, issueCreditNoteIn, type OrderRow } from '@/lib/server/orders';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { refund as gatewayRefund, refundStatus } from '@/lib/server/payments/easebuzz/client';
import { razorpay, RazorpayError } from '@/lib/server/payments/razorpay/client';

type RefundRow = typeof refunds.$inferSelect;

export function refundWire(r: RefundRow) {
  return {
    id: r.id,
    payment_id: r.paymentId,
    refund_amount: paiseToRupees(r.amountPaise),
    reason: r.reason,
    status: r.status,
    merchant_refund_id: r.merchantRefundId,
    gateway_refund_id: r.gatewayRefundId,
    created_at: r.createdAt.toISOString(),
  };
}

const refundingAdmin = (caller: Caller) => requireRole(caller, 'admin', 'refund.admin_only');

type GatewayAnswer = { accepted: boolean; refundId: string | null; raw: Record<string, unknown>; message: string };

/**
 * Asks the payment's own gateway to refund, with the refund row's id as the idempotency key. A refusal is an
 * answer (accepted false); a lost answer throws and leaves the refund pending, to be asked again with the same id.
 */
async function sendRefund(payment: typeof payments.$inferSelect, row: RefundRow, reason: string | null): Promise<GatewayAnswer> {
  if (payment.gateway === 'easebuzz') {
    return gatewayRefund(easebuzzConfig(), {
      merchantRefundId: row.merchantRefundId,
      easebuzzId: payment.gatewayPaymentId!,
      amount: paiseToDecimalString(row.amountPaise),
    });
  }
  try {
    // Razorpay wants an idempotency key of at least 10 characters.
    const refund = await razorpay.refundPayment(
      payment.gatewayPaymentId!,
      { amount: row.amountPaise, speed: 'normal', receipt: row.merchantRefundId, notes: reason ? { reason: reason.slice(0, 250) } : {} },
      `refund-${row.merchantRefundId}`,
    );
    return { accepted: true, refundId: refund.id, raw: refund as unknown as Record<string, unknown>, message: refund.status };
  } catch (error) {
    if (error instanceof RazorpayError && error.refused) {
      return { accepted: false, refundId: null, raw: { code: error.code, message: error.message }, message: error.message };
    }
    throw error;
  }
}

/**
 * Refunds a paid Easebuzz (order) or Razorpay (donation) payment, in full (amount null) or in part, through the refund API. The refund row
 * is written first with merchant_refund_id = the gateway's idempotency key; a retry after a lost answer
 * reuses the pending row and its id, so the money never goes back twice.
 */
export async function refundPayment(
  caller: Caller,
  paymentId: number,
  amountPaise: number | null,
  reason: string | null,
): Promise<RefundRow> {
  const admin = refundingAdmin(caller);
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  // A donation's own payment is its gift (receipted, counted); only a second payment on it goes back from here.
  if (payment?.donationId != null && payment.duplicateOfPaymentId == null) throw fail('refund.donation_payment');
  return issueRefund(admin, paymentId, amountPaise, reason);
}

/**
 * The refund itself, for an admin (above) or for the system (a duplicate payment, see duplicates.ts, with
 * actor null). Callers check who may refund.
 */
export async function issueRefund(
  actor: SignedInCaller | null,
  paymentId: number,
  amountPaise: number | null,
  reason: string | null,
): Promise<RefundRow> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw fail('payment.not_found');
  if ((payment.gateway !== 'easebuzz' && payment.gateway !== 'razorpay') || !payment.gatewayPaymentId) throw fail('refund.not_online');
  if (payment.status !== 'paid' && payment.status !== 'partially_refunded') throw fail('refund.not_paid');

  const claim = await db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
    const existing = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
      .orderBy(asc(refunds.id));
    const pending = existing.find((r) => r.status === 'pending');
    if (pending) return { row: pending, done: false }; // an earlier attempt never heard back: retry it with the same idempotency id
    const refunded = existing.reduce((s, r) => s + r.amountPaise, 0);
    const left = payment.amountPaise - refunded;
    // "All that is left" when a request just before this one (a second tap on Cancel) took it all: already done.
    const last = existing.at(-1);
    if (amountPaise === null && left === 0 && last) return { row: last, done: true };
    const amount = amountPaise ?? left;
    if (amount <= 0 || amount > left) throw fail('refund.amount_range', { max: formatInr(left) });
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const [created] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountPaise: amount,
        reason,
        merchantRefundId: `RF${payment.id}N${count.n + 1}`,
        requestedBy: actor?.userId ?? null,
      })
      .returning();
    return { row: created, done: false };
  });
  if (claim.done) return claim.row;
  const row = claim.row;

  const answer = await sendRefund(payment, row, reason);
  const settled = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(refunds)
      .set({ status: answer.accepted ? 'processed' : 'failed', gatewayRefundId: answer.refundId, raw: answer.raw })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning();
    if (!answer.accepted || !done) return done ?? row;
    const [{ total }] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'processed')));
    const status = total >= payment.amountPaise ? 'refunded' : 'partially_refunded';
    await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
    // A duplicate's refund is its own money going back: the order stays paid by its first payment.
    if (payment.orderId && payment.duplicateOfPaymentId == null) {
      await tx
        .update(orders)
        .set({ paymentStatus: status })
        .where(and(eq(orders.id, payment.orderId), inArray(orders.paymentStatus, ['paid', 'partially_refunded'])));
    }
    // The refund credits the order's invoice: a credit note for the amount (none before an invoice exists).
    if (payment.orderId && payment.duplicateOfPaymentId == null) {
      await issueCreditNoteIn(tx, payment.orderId, row.amountPaise, reason || 'Refund', row.id);
      // The buyer hears of every refund of their order, with its amount, in the order's language.
      await enqueueRefundMail(tx, payment.orderId, row.amountPaise);
    }
    if (payment.orderId) {
      await tx.insert(orderEvents).values({
        orderId: payment.orderId,
        kind: 'payment',
        title: `Refund of ${formatInr(row.amountPaise)} issued`,
        note: reason,
        actorUserId: actor?.userId ?? null,
      });
    }
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      entityType: 'payment',
      entityId: payment.id,
      after: refundWire(done),
      ip: actor?.ip ?? null,
    });
    return done;
  });
  if (!answer.accepted) throw fail('gateway.error', { detail: answer.message });
  return settled;
}

/** The paid online payment of an order (the one a refund goes back to); duplicates are refunded on their own. */
async function paidPaymentOf(orderId: number) {
  const db = await getDb();
  const [p] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'partially_refunded']), isNull(payments.duplicateOfPaymentId)),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return p ?? null;
}

/** Cancelling or refunding a paid order: whatever is left goes back through its gateway (COD has none). */
export async function refundOrderInFull(caller: Caller, order: OrderRow, reason: string): Promise<void> {
  refundingAdmin(caller);
  const payment = await paidPaymentOf(order.id);
  if (payment) await refundPayment(caller, payment.id, null, reason);
}

/**
 * The buyer's own cancel of a paid order (cancelOrder checked it is theirs and not shipped): all that is left
 * goes back through the gateway at once. A gateway that refuses or does not answer is said plainly, and the
 * order stays as it was; an unanswered refund stays pending and is asked again with the same id next time.
 */
export async function refundOwnOrder(caller: Caller, order: OrderRow, reason: string): Promise<void> {
  const buyer = requireSignedIn(caller);
  if (order.userId !== buyer.userId) throw fail('order.not_found');
  const payment = await paidPaymentOf(order.id);
  if (!payment) return;
  try {
    await issueRefund(buyer, payment.id, null, reason);
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'gateway.unavailable' || error.code === 'gateway.error')) {
      throw fail('order.refund_failed');
    }
    throw error;
  }
}

/**
 * What can still go back on an order's last paid online payment: its amount less the refunds processed or
 * under way; null when the order has no such payment (cash on delivery). Admins only.
 */
export async function refundableLeft(caller: Caller, orderId: number): Promise<number | null> {
  refundingAdmin(caller);
  const payment = await paidPaymentOf(orderId);
  if (!payment) return null;
  const db = await getDb();
  const [{ taken }] = await db
    .select({ taken: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
  return Math.max(payment.amountPaise - Number(taken), 0);
}

/** POST /api/orders/{id}/refund: full or partial, admin only. */
export async function refundOrder(caller: Caller, orderId: number, amountPaise: number | null, reason: string | null) {
  refundingAdmin(caller);
  const payment = await paidPaymentOf(orderId);
  if (!payment) throw fail('order.no_online_payment');
  return refundPayment(caller, payment.id, amountPaise, reason);
}

/** GET /api/payments/refunds/{id}/status: our record, refreshed from the gateway's refund status. */
export async function refundStatusFor(caller: Caller, refundId: number) {
  refundingAdmin(caller);
  const db = await getDb();
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw fail('refund.not_found');
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
  const gateway =
    payment?.gateway === 'easebuzz' && payment.gatewayPaymentId
      ? await refundStatus(easebuzzConfig(), payment.gatewayPaymentId).catch(() => null)
      : null;
  return { ...refundWire(row), gateway };
}
