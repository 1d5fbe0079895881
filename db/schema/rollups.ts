import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { WallDisplay } from '@/lib/domain/donations';
import type { OrderStatus } from '@/lib/domain/order-status';

// Running totals the back-office reads instead of aggregating every order per request (issue #26). They are
// written only by the triggers of migration 0008 (orders, payments, refunds), in the transaction of the write
// that changes them, so no write path can skip them; the migration backfilled them from the rows. Days are
// India's calendar days (IST, UTC+5:30). One row per day keeps a sale from queueing on a single hot row.

/** Orders per IST day of `created_at` and status (the dashboard's order counts, the status tiles, list totals). */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * Each order's net revenue as last counted (lib/server/orders/revenue.ts: revenue orders only, refunds
 * subtracted, a refunded order worth nothing) and the IST day its money came in; day null when it does not
 * count. A trigger recomputes an order's row from the current rows and moves the difference into
 * order_day_revenue, so the order of writes never matters.
 */
export const orderRevenue = pgTable('order_revenue', {
  orderId: integer('order_id').primaryKey(),
  day: date('day'),
  netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
});

/** Net revenue per IST day its money came in (`coalesce(paid_at, created_at)`). */
export const orderDayRevenue = pgTable('order_day_revenue', {
  day: date('day').primaryKey(),
  netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
});

/**
 * The public donor wall, one row per donor (key: their e-mail in lower case, or 'offline:<id>' for a gift
 * without one) over counted donations (paid, test money left out: lib/server/donations/counted.ts). The latest
 * gift carries the donor's name and their choice for the wall. Kept by migration 0009's trigger on donations in
 * the writing transaction; the wall pages read it instead of grouping every donation per request.
 */
export const donorWall = pgTable(
  'donor_wall',
  {
    key: text('key').primaryKey(),
    /** The donor's first donation id (the wall's tie-break, as before). */
    id: integer('id').notNull(),
    name: text('name').notNull(),
    display: text('display').$type<WallDisplay>().notNull(),
    showAmount: boolean('show_amount').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    donations: integer('donations').notNull(),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  },
  (t) => [
    index('donor_wall_listed_idx')
      .on(sql`${t.lastPaidAt} desc nulls last`, t.id)
      .where(sql`${t.display} <> 'hidden'`),
  ],
);
