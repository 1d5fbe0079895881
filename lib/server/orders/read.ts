import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderEvents, orderItems, orders, payments, refunds } from '@/db/schema';
import { dateFilterRange } from '@/lib/domain/dates';
import { paiseToRupees } from '@/lib/domain/money';
import { isStaff } from '@/lib/domain/roles';
import type { OrderListQuery } from '@/lib/domain/validation/order-query';
import { forbidden, notFound } from '@/lib/server/http';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { containsPattern, countOf, pageAndCount, rowCount } from '@/lib/server/platform';
import { orderWire, type OrderRow } from './wire';

async function loadOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export function mayRead(caller: Caller, order: OrderRow): boolean {
  return caller.kind === 'user' && (order.userId === caller.userId || isStaff(caller.role));
}

/** The order with items and timeline; owner or staff only (403 for others, 404 when it does not exist). */
export async function getOrderFor(caller: Caller, id: number) {
  requireSignedIn(caller);
  const db = await getDb();
  const order = await loadOrder(db, id);
  if (!order) throw notFound('Order not found');
  if (!mayRead(caller, order)) throw forbidden('You do not have permission to view this order.');
  return fullOrderWire(db, order);
}

/** Items, timeline and the payment attempts (with refunds) an owner or the back-office needs to see. */
async function fullOrderWire(db: DbOrTx, order: OrderRow) {
  const [items, events, attempts, refundRows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db
      .select({ r: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(refunds.id)),
  ]);
  return {
    ...orderWire(order, items, events),
    payments: attempts.map((p) => ({
      id: p.id,
      gateway: p.gateway === 'easebuzz' ? 'easybuzz' : p.gateway,
      mode: p.mode,
      txnid: p.txnid,
      payment_id: p.gatewayPaymentId,
      amount: paiseToRupees(p.amountPaise),
      status: p.status,
      method: p.method,
      error_message: p.errorMessage,
      paid_at: p.paidAt?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
      refunds: refundRows
        .filter(({ r }) => r.paymentId === p.id)
        .map(({ r }) => ({
          id: r.id,
          refund_amount: paiseToRupees(r.amountPaise),
          status: r.status,
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
        })),
    })),
  };
}

const SORT = {
  created_at: orders.createdAt,
  total_amount: orders.totalPaise,
  customer_name: orders.shippingName,
  order_number: orders.orderNumber,
  status: orders.status,
} as const;

/**
 * Orders list: a buyer sees their own, staff see all (GET /api/orders and the back-office's
 * GET /api/admin/orders, which adds search and the date filter).
 */
export async function listOrders(who: Caller, q: OrderListQuery) {
  const caller = requireSignedIn(who);
  const db = await getDb();
  const where: SQL[] = [];
  if (!isStaff(caller.role)) where.push(eq(orders.userId, caller.userId));
  if (q.status !== 'all') where.push(eq(orders.status, q.status));
  if (q.payment_status !== 'all') where.push(eq(orders.paymentStatus, q.payment_status));
  const range = dateFilterRange(q.date_filter);
  if (range) where.push(gte(orders.createdAt, range.from), lt(orders.createdAt, range.to));
  if (q.search) {
    const like = containsPattern(q.search.toLowerCase());
    where.push(
      or(
        sql`lower(${orders.orderNumber}) like ${like}`,
        sql`lower(${orders.shippingName}) like ${like}`,
        sql`lower(${orders.shippingEmail}) like ${like}`,
        sql`${orders.shippingPhone} like ${like}`,
      )!,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const order = q.sort_order === 'asc' ? asc(SORT[q.sort_by]) : desc(SORT[q.sort_by]);
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) => db.select().from(orders).where(filter).orderBy(order, desc(orders.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(orders).where(filter)),
    },
    (rows) => withItemCounts(db, rows),
  );
}

/** Admin list rows with the number of items in each order. */
async function withItemCounts(db: DbOrTx, rows: OrderRow[]) {
  const counts = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(orderItems.orderId)
    : [];
  const itemsOf = new Map(counts.map((c) => [c.orderId, c.n]));
  return rows.map((r) => ({ ...orderWire(r), items_count: itemsOf.get(r.id) ?? 0 }));
}

/** GET /api/orders/summary: the caller's own figures, or the whole shop's for staff. Revenue = paid orders. */
export async function orderSummary(who: Caller) {
  const caller = requireSignedIn(who);
  const db = await getDb();
  const scope = isStaff(caller.role) ? undefined : eq(orders.userId, caller.userId);
  const rows = await db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      paid: sql<number>`coalesce(sum(case when ${orders.paymentStatus} = 'paid' then ${orders.totalPaise} else 0 end), 0)::int`,
    })
    .from(orders)
    .where(scope)
    .groupBy(orders.status);
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const count = (s: string) => byStatus[s] ?? 0;
  return {
    total_orders: rows.reduce((n, r) => n + r.n, 0),
    pending_orders: count('pending'),
    processing_orders: count('processing'),
    shipped_orders: count('shipped'),
    delivered_orders: count('delivered'),
    cancelled_orders: count('cancelled'),
    refunded_orders: count('refunded'),
    total_revenue: paiseToRupees(rows.reduce((s, r) => s + r.paid, 0)),
    by_status: byStatus,
  };
}
