import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderEvents, orderItems, orders, payments, refunds } from '@/db/schema';
import { dateFilterRange } from '@/lib/domain/dates';
import { paiseToRupees } from '@/lib/domain/money';
import { isStaff } from '@/lib/domain/roles';
import { OUTSIDE_ALL_ORDERS, toWireGateway } from '@/lib/domain/order-status';
import type { OrderListQuery } from '@/lib/domain/validation/order-query';
import type { WireOrderDetail } from '@/lib/domain/wire/orders';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn, requireStaff, type Caller } from '@/lib/server/accounts';
import { containsPattern, countOf, pageAndCount, rowCount } from '@/lib/server/platform';
import { netRevenuePaise, refundedByOrder, refundsOfOrder, revenueOrders } from './revenue';
import { rolledUpOrderCount, rolledUpRevenue, rolledUpStatusCounts } from './rollups';
import { orderWire, type OrderRow } from './wire';
import { documentsOf } from './documents';

async function loadOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export function mayRead(caller: Caller, order: OrderRow): boolean {
  return caller.kind === 'user' && (order.userId === caller.userId || isStaff(caller.role));
}

/** The order with items and timeline; owner or staff only (403 for others, 404 when it does not exist). */
export async function getOrderFor(caller: Caller, id: number): Promise<WireOrderDetail> {
  requireSignedIn(caller);
  const db = await getDb();
  const order = await loadOrder(db, id);
  if (!order) throw fail('order.not_found');
  if (!mayRead(caller, order)) throw fail('order.cannot_view');
  return fullOrderWire(db, order);
}

/** Items, timeline and the payment attempts (with refunds) an owner or the back-office needs to see. */
export async function fullOrderWire(db: DbOrTx, order: OrderRow): Promise<WireOrderDetail> {
  const [items, events, attempts, refundRows, docs] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    db
      .select({ r: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(refunds.id)),
    documentsOf([order.id]),
  ]);
  // The order's own money that went back (a duplicate payment's refund is that payment's, not the order's).
  const ownPayments = new Set(attempts.filter((p) => p.duplicateOfPaymentId == null).map((p) => p.id));
  const refundedPaise = refundRows
    .filter(({ r }) => r.status === 'processed' && ownPayments.has(r.paymentId))
    .reduce((sum, { r }) => sum + r.amountPaise, 0);
  return {
    ...orderWire(order, items, events),
    ...docs.get(order.id)!,
    refunded_amount: paiseToRupees(refundedPaise),
    payments: attempts.map((p) => ({
      id: p.id,
      gateway: toWireGateway(p.gateway),
      mode: p.mode,
      txnid: p.txnid,
      payment_id: p.gatewayPaymentId,
      amount: paiseToRupees(p.amountPaise),
      status: p.status,
      method: p.method,
      error_message: p.errorMessage,
      paid_at: p.paidAt?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
      /** Set on a second successful payment of an already paid order: it is refunded, not the order's money. */
      duplicate_of_payment_id: p.duplicateOfPaymentId,
      /** A duplicate whose money has not gone back yet: staff refund it by hand if the automatic refund failed. */
      needs_attention: p.duplicateOfPaymentId != null && (p.status === 'paid' || p.status === 'partially_refunded'),
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
export async function listOrders(who: Caller, q: OrderListQuery, extra?: SQL) {
  const caller = requireSignedIn(who);
  const db = await getDb();
  const where: SQL[] = extra ? [extra] : [];
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
  const unfiltered = isStaff(caller.role) && !q.search && q.payment_status === 'all' && q.date_filter === 'all';
  const rollupKey = !unfiltered ? null : q.status !== 'all' ? q.status : extra === inAllOrders ? 'all-view' : extra ? null : 'every';
  const order = q.sort_order === 'asc' ? asc(SORT[q.sort_by]) : desc(SORT[q.sort_by]);
  return pageAndCount(
    q,
    {
      // The page's ids first, then their rows: skipping to a deep page walks the (created_at, id) index only,
      // not the rows of every page before it.
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(orders)
          .where(
            inArray(
              orders.id,
              db.select({ id: orders.id }).from(orders).where(filter).orderBy(order, desc(orders.id)).limit(limit).offset(offset),
            ),
          )
          .orderBy(order, desc(orders.id)),
      // Unfiltered (by status at most), the whole shop's list counts from the per-day rollup (rollups.ts) instead
      // of counting 200,000 rows; any other filter counts its rows exactly from its index.
      total: () => (rollupKey ? rolledUpOrderCount(db, rollupKey) : countOf(db.select({ n: rowCount() }).from(orders).where(filter))),
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
  const docs = await documentsOf(rows.map((r) => r.id));
  return rows.map((r) => ({ ...orderWire(r), ...docs.get(r.id)!, items_count: itemsOf.get(r.id) ?? 0 }));
}

/** The SQL side of countsInAllOrders: the orders of the back-office's "All" view (the dashboard counts them too). */
const inAllOrders = ne(orders.status, OUTSIDE_ALL_ORDERS);

/**
 * The back-office list (panel and GET /api/admin/orders): staff only, and "all" is every order but the
 * cancelled ones (OUTSIDE_ALL_ORDERS: a deleted order is a cancelled one and leaves the view); the Cancelled
 * filter shows them.
 */
export async function listBackOfficeOrders(who: Caller, q: OrderListQuery) {
  return listOrders(requireStaff(who), q, q.status === 'all' ? inAllOrders : undefined);
}

/** Orders per status (the back-office's status tiles), from the per-day rollup (rollups.ts). */
export async function orderStatusCounts(who: Caller): Promise<Record<string, number>> {
  requireStaff(who);
  return rolledUpStatusCounts(await getDb());
}

/**
 * GET /api/orders/summary: the caller's own figures, or the whole shop's for staff. Revenue is the money
 * received net of refunds, sandbox payments left out (revenue.ts), as on the dashboard.
 */
export async function orderSummary(who: Caller) {
  const caller = requireSignedIn(who);
  const db = await getDb();
  if (isStaff(caller.role)) {
    // The whole shop: from the rollups (rollups.ts), the same figures without reading every order.
    const [byStatus, money] = await Promise.all([rolledUpStatusCounts(db), rolledUpRevenue(db)]);
    return summaryWire(byStatus, money.total);
  }
  const scope = eq(orders.userId, caller.userId);
  const [rows, [money]] = await Promise.all([
    db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(scope)
      .groupBy(orders.status),
    db
      .select({ net: sql<number>`coalesce(sum(${netRevenuePaise}), 0)::bigint` })
      .from(orders)
      .leftJoin(refundedByOrder, refundsOfOrder)
      .where(and(scope, revenueOrders)),
  ]);
  return summaryWire(Object.fromEntries(rows.map((r) => [r.status, r.n])), Number(money.net));
}

function summaryWire(byStatus: Record<string, number>, netPaise: number) {
  const count = (s: string) => byStatus[s] ?? 0;
  return {
    total_orders: Object.values(byStatus).reduce((n, c) => n + c, 0),
    pending_orders: count('pending'),
    processing_orders: count('processing'),
    shipped_orders: count('shipped'),
    delivered_orders: count('delivered'),
    cancelled_orders: count('cancelled'),
    refunded_orders: count('refunded'),
    total_revenue: paiseToRupees(netPaise),
    by_status: byStatus,
  };
}
