import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderEvents, orders } from '@/db/schema';
import { buyerMayCancel, isFinalStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { hasRole, isStaff } from '@/lib/domain/roles';
import { recordAudit } from '@/lib/server/platform';
import type { StockMove } from '@/lib/domain/catalog';
import { expireAfter } from '@/lib/server/cache';
import { fail } from '@/lib/domain/errors';
import { requireRole, requireSignedIn, requireStaff, type Caller, type SignedInCaller } from '@/lib/server/accounts';
import { kickMailDelivery } from '@/lib/server/mail';
import { refundableLeft, refundOrder, refundOrderInFull, refundOwnOrder } from '@/lib/server/payments';
import type { Shipment } from '@/lib/domain/validation/order-query';
import {
  enqueueStatusMail,
  issueCreditNoteIn,
  issueInvoiceIn,
  isInvoiced,
  releaseCouponUse,
  releaseStock,
  type OrderRow,
} from '@/lib/server/orders';

async function load(id: number): Promise<OrderRow> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw fail('order.not_found');
  return order;
}

const isPaid = (o: OrderRow) => o.paymentStatus === 'paid' || o.paymentStatus === 'partially_refunded';

/**
 * PUT /api/orders/{id}/cancel, for buyers and the back-office alike: the owner until the order ships (issue 37),
 * staff for any live order, admins only when it was paid. A paid order is refunded through its gateway first;
 * if the gateway refuses or does not answer, the order stays as it was (a refund left pending is asked again
 * under the same idempotency id on the next try, by the buyer or the office). The stock goes back exactly once.
 */
export async function cancelOrder(who: Caller, id: number, reason?: string | null) {
  const caller = requireSignedIn(who);
  const order = await load(id);
  const staff = isStaff(caller.role);
  // Another buyer's order answers as one that does not exist: order ids cannot be probed.
  if (!staff && order.userId !== caller.userId) throw fail('order.not_found');
  if (isFinalStatus(order.status)) throw fail('order.already_final', { status: order.status });
  if (!staff && !buyerMayCancel(order)) throw fail('order.not_cancellable');
  if (isPaid(order)) {
    if (staff) {
      if (!hasRole(caller.role, 'admin')) throw fail('order.paid_cancel_admin_only');
      await refundOrderInFull(caller, order, reason ?? 'Order cancelled');
    } else {
      await refundOwnOrder(caller, order, reason ?? 'Cancelled by customer');
    }
  }
  return setStatus(caller, order, 'cancelled', reason ?? (staff ? 'Cancelled by staff' : 'Cancelled by customer'), {
    cancelReason: reason ?? null,
  });
}

/**
 * The back-office's "Delete": a cancel with the reason 'Deleted by admin' (stock given back once). An order with
 * a GST invoice stays on the books: it can only be cancelled (which issues the credit note), never deleted.
 */
export async function deleteOrderByOffice(who: Caller, id: number) {
  const caller = requireStaff(who);
  if (await isInvoiced(id)) throw fail('order.invoiced_no_delete');
  return cancelOrder(caller, id, 'Deleted by admin');
}

/**
 * PUT /api/orders/{id}/status (staff): any status; the timeline and the buyer's mail record each change. Marking
 * it shipped may record the courier, tracking number and link (the schema refuses them with any other status).
 */
export async function updateOrderStatus(who: Caller, id: number, status: OrderStatus, note?: string | null, shipment: Shipment = {}) {
  const caller = requireStaff(who);
  const order = await load(id);
  if (order.status === status) throw fail('order.status_unchanged', { status });
  if (status === 'cancelled') return cancelOrder(caller, id, note);
  if (isFinalStatus(order.status)) throw fail('order.status_final', { status: order.status });
  if (status === 'refunded') {
    if (!hasRole(caller.role, 'admin')) throw fail('refund.admin_only_order');
    if (isPaid(order)) await refundOrderInFull(caller, order, note ?? 'Order refunded');
  }
  return setStatus(caller, order, status, note ?? null, status === 'shipped' ? { shipment } : {});
}

async function setStatus(
  caller: SignedInCaller,
  order: OrderRow,
  status: OrderStatus,
  note: string | null,
  extra: { cancelReason?: string | null; shipment?: Shipment },
) {
  const db = await getDb();
  let released: StockMove[] = [];
  const updated = await db.transaction(async (tx) => {
    // Cash on delivery is paid when it is delivered.
    const codPaid = status === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending';
    const [row] = await tx
      .update(orders)
      .set({
        status,
        ...(extra.cancelReason !== undefined ? { cancelReason: extra.cancelReason } : {}),
        ...(extra.shipment
          ? {
              courier: extra.shipment.courier ?? null,
              trackingNumber: extra.shipment.tracking_number ?? null,
              trackingUrl: extra.shipment.tracking_url ?? null,
            }
          : {}),
        ...(codPaid ? { paymentStatus: 'paid' as const, paidAt: sql`now()` } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), notInArray(orders.status, ['cancelled', 'refunded'])))
      .returning();
    if (!row) throw fail('order.changed_meanwhile');
    // Goods that never left give their stock back; refunds after shipping do not (nothing came back).
    if (status === 'cancelled' || (status === 'refunded' && (order.status === 'pending' || order.status === 'processing'))) {
      released = await releaseStock(tx, order.id);
    }
    // The goods leave: a cash-on-delivery order's invoice is issued (an online order's was at payment).
    if (status === 'shipped' || status === 'delivered') await issueInvoiceIn(tx, order.id);
    // Cancelled or refunded after its invoice: a credit note for what no refund has credited yet.
    if (status === 'cancelled' || status === 'refunded') {
      await issueCreditNoteIn(tx, order.id, null, note ?? (status === 'cancelled' ? 'Order cancelled' : 'Order refunded'));
    }
    // A cancelled order never used its coupon: the buyer (and the coupon's limit) get the use back.
    if (status === 'cancelled') await releaseCouponUse(tx, order.id);
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, status, title: ORDER_STATUS_LABELS[status], note, actorUserId: caller.userId });
    await enqueueStatusMail(tx, row, status, note);
    if (isStaff(caller.role)) {
      await recordAudit(tx, caller, {
        action: 'order.status',
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status },
        after: { status, note, ...(extra.shipment ?? {}) },
      });
    }
    return row;
  });
  kickMailDelivery();
  if (released.length > 0) await expireAfter('stock.givenBack', { stock: released });
  return updated;
}

/**
 * The back-office's refund: part of what is left goes back and the order keeps its status; all of what is
 * left (no amount, or exactly the rest) goes back and the order becomes refunded. Admins only.
 */
export async function refundOrderFromBackOffice(caller: Caller, id: number, amountPaise: number | null, reason: string | null) {
  const admin = requireRole(caller, 'admin', 'refund.admin_only_order');
  const left = await refundableLeft(admin, id);
  if (left === null) throw fail('order.no_online_payment');
  if (amountPaise === null || amountPaise === left) {
    await updateOrderStatus(admin, id, 'refunded', reason || 'Refunded by admin');
    return { full: true };
  }
  await refundOrder(admin, id, amountPaise, reason);
  return { full: false };
}
