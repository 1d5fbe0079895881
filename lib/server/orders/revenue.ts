import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orders, payments, refunds } from '@/db/schema';

// What the shop earned, in one place for the dashboard, its chart and GET /api/orders/summary: money
// received for an order, less what went back to the buyer. Test payments (sandbox mode) never count, so
// a deployment that forgot its gateway keys cannot show test money as income. The whole shop's figures are
// kept per day by the triggers of db/migrations/0008_order_rollups.sql (order_revenue_now), which write this
// rule once more in SQL, with the day the money came in as coalesce(paid_at, created_at): change both together
// (tests/api/order-rollups.test.ts compares them after every kind of write).

/**
 * Paise refunded through the gateway per order (processed refunds only), summed once for all orders and
 * joined: `.from(orders).leftJoin(refundedByOrder, refundsOfOrder)`. A subquery per order instead read two
 * indexes for each of 150,000 paid orders (and its cost estimate switched on JIT compilation).
 */
export const refundedByOrder = new QueryBuilder()
  .select({ orderId: sql<number>`${payments.orderId}`.as('order_id'), paise: sql<number>`sum(${refunds.amountPaise})`.as('paise') })
  .from(refunds)
  .innerJoin(payments, eq(payments.id, refunds.paymentId))
  .where(eq(refunds.status, 'processed'))
  .groupBy(payments.orderId)
  .as('refunded_by_order');

export const refundsOfOrder: SQL = eq(refundedByOrder.orderId, orders.id);

/**
 * An order's net revenue in paise (the query joins `refundedByOrder`). A refunded order is worth nothing even
 * without a gateway refund row (cash on delivery is handed back outside the gateway).
 */
export const netRevenuePaise: SQL<number> = sql<number>`case when ${orders.status} = 'refunded' then 0
  else greatest(${orders.totalPaise} - coalesce(${refundedByOrder.paise}, 0), 0) end`;

/** Orders whose money was received (and perhaps refunded since), outside the sandbox. */
export const revenueOrders: SQL = and(
  inArray(orders.paymentStatus, ['paid', 'partially_refunded', 'refunded']),
  sql`coalesce(${orders.paymentMode}, 'live') <> 'sandbox'`,
)!;
