import 'server-only';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { orderDayCounts, orderDayRevenue } from '@/db/schema';
import { OUTSIDE_ALL_ORDERS, type OrderStatus } from '@/lib/domain/order-status';

// The back-office's whole-shop figures, read from the rollups that migration 0008's triggers keep in the
// transaction of every write to orders, payments and refunds (db/schema/rollups.ts): a few hundred rows per
// year, where the same figures aggregated over every order took a second at 200,000 orders. Revenue there is
// revenue.ts's definition, written once more in SQL beside it (tests/api/order-rollups.test.ts holds the two
// equal after every kind of write). Days are IST calendar days as 'YYYY-MM-DD'; a window is [from, to).

export type DayWindow = { from: string; to: string };

const inWindow = (day: typeof orderDayCounts.day | typeof orderDayRevenue.day, w: DayWindow) =>
  sql`${day} >= ${w.from}::date and ${day} < ${w.to}::date`;

/** Orders per status over the whole shop (statuses without orders left out, as a GROUP BY over orders answers). */
export async function rolledUpStatusCounts(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orderDayCounts.status, n: sql<number>`sum(${orderDayCounts.orders})::int` })
    .from(orderDayCounts)
    .groupBy(orderDayCounts.status)
    .having(sql`sum(${orderDayCounts.orders}) > 0`);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * How many orders the unfiltered list holds: of one status, or of every status (the back-office's "All" view
 * leaves the cancelled ones out).
 */
export async function rolledUpOrderCount(db: DbOrTx, status: OrderStatus | 'every' | 'all-view'): Promise<number> {
  const which =
    status === 'every'
      ? undefined
      : status === 'all-view'
        ? ne(orderDayCounts.status, OUTSIDE_ALL_ORDERS)
        : eq(orderDayCounts.status, status);
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderDayCounts.orders}), 0)::int` })
    .from(orderDayCounts)
    .where(which);
  return Number(row.n);
}

/** Orders of the "All" view (cancelled left out) in total and created within each window. */
export async function rolledUpAllOrders(db: DbOrTx, recent: DayWindow, previous: DayWindow) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderDayCounts.orders}), 0)::int`,
      recent: sql<number>`coalesce(sum(${orderDayCounts.orders}) filter (where ${inWindow(orderDayCounts.day, recent)}), 0)::int`,
      previous: sql<number>`coalesce(sum(${orderDayCounts.orders}) filter (where ${inWindow(orderDayCounts.day, previous)}), 0)::int`,
    })
    .from(orderDayCounts)
    .where(ne(orderDayCounts.status, OUTSIDE_ALL_ORDERS));
  return { total: Number(row.total), recent: Number(row.recent), previous: Number(row.previous) };
}

/** Net revenue in paise: in total and within each window (by the day the money came in). */
export async function rolledUpRevenue(db: DbOrTx, recent?: DayWindow, previous?: DayWindow) {
  const within = (w?: DayWindow) =>
    w
      ? sql<number>`coalesce(sum(${orderDayRevenue.netPaise}) filter (where ${inWindow(orderDayRevenue.day, w)}), 0)::bigint`
      : sql<number>`0`;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderDayRevenue.netPaise}), 0)::bigint`,
      recent: within(recent),
      previous: within(previous),
    })
    .from(orderDayRevenue);
  return { total: Number(row.total), recent: Number(row.recent), previous: Number(row.previous) };
}

/** Net revenue in paise per day of a window (days without any left out). */
export async function rolledUpRevenueDays(db: DbOrTx, w: DayWindow): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: orderDayRevenue.day, paise: orderDayRevenue.netPaise })
    .from(orderDayRevenue)
    .where(and(gte(orderDayRevenue.day, w.from), lt(orderDayRevenue.day, w.to)));
  return new Map(rows.map((r) => [r.day, Number(r.paise)]));
}
