import 'server-only';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { orders } from '@/db/schema';

// What the shop earned, in one place for the dashboard, its chart and GET /api/orders/summary: money
// received for an order, less what went back to the buyer. Test payments (sandbox mode) never count, so
// a deployment that forgot its gateway keys cannot show test money as income.

/** Paise refunded through the gateway on an order's payments (processed refunds only). */
const refundedPaise: SQL<number> = sql<number>`(
  select coalesce(sum(r.amount_paise), 0) from refunds r join payments p on p.id = r.payment_id
  where p.order_id = ${orders.id} and r.status = 'processed'
)`;

/**
 * An order's net revenue in paise. A refunded order is worth nothing even without a gateway refund row
 * (cash on delivery is handed back outside the gateway).
 */
export const netRevenuePaise: SQL<number> = sql<number>`case when ${orders.status} = 'refunded' then 0
  else greatest(${orders.totalPaise} - ${refundedPaise}, 0) end`;

/** Orders whose money was received (and perhaps refunded since), outside the sandbox. */
export const revenueOrders: SQL = and(
  inArray(orders.paymentStatus, ['paid', 'partially_refunded', 'refunded']),
  sql`coalesce(${orders.paymentMode}, 'live') <> 'sandbox'`,
)!;

/** When an order's money came in (cash on delivery: when it was delivered and marked paid). */
export const orderPaidAt: SQL = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
