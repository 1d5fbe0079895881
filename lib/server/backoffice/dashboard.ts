import 'server-only';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, orders, products, users } from '@/db/schema';
import { istIsoDay, istParts, istStartOfDay } from '@/lib/domain/dates';
import { initials } from '@/lib/domain/initials';
import { paiseToRupees } from '@/lib/domain/money';
import { atTime } from '@/lib/server/platform';
import type { DashboardStats, Growth } from '@/lib/domain/wire/backoffice';
import { rolledUpAllOrders, rolledUpRevenue, rolledUpRevenueDays } from '@/lib/server/orders';
import { countedDonations, donationPaidAt } from '@/lib/server/donations';

// The admin dashboard: every figure covers the whole shop (never a sum of one page). Order counts and revenue
// come from the rollups the database keeps per day (lib/server/orders/rollups.ts); revenue is net of refunds
// and leaves sandbox payments out (lib/server/orders/revenue.ts).

const SERIES_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

// An IST calendar date of a timestamptz, computed without time-zone data (PGlite has none to rely on).
const istDay = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

const within = (column: SQL | unknown, from: Date, to: Date) => sql`${column} >= ${atTime(from)} and ${column} < ${atTime(to)}`;
const sumIn = (value: SQL, column: SQL | unknown, from: Date, to: Date) =>
  sql<number>`coalesce(sum(${value}) filter (where ${within(column, from, to)}), 0)::bigint`;

/** Rounded percent change; none when the earlier window had nothing (a percentage of zero means nothing). */
function growthPercent(current: number, previous: number): Growth {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export async function dashboardStats(caller: Caller, now = new Date()): Promise<DashboardStats> {
  requireAdmin(caller);
  const db = await getDb();
  const { year, month, day } = istParts(now);
  const tomorrow = new Date(istStartOfDay(year, month, day).getTime() + DAY_MS);
  const seriesStart = new Date(tomorrow.getTime() - SERIES_DAYS * DAY_MS);
  const previousStart = new Date(seriesStart.getTime() - SERIES_DAYS * DAY_MS);

  const recentDays = { from: istIsoDay(seriesStart), to: istIsoDay(tomorrow) };
  const previousDays = { from: istIsoDay(previousStart), to: istIsoDay(seriesStart) };

  const [orderTotals, revenue, [productTotals], [donationTotals], [team], recent, revenueBy, donationDays] = await Promise.all([
    // The same orders as the Orders page's "All" tile (cancelled ones left out), so the two agree.
    rolledUpAllOrders(db, recentDays, previousDays),
    rolledUpRevenue(db, recentDays, previousDays),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(ne(products.status, 'archived')),
    db
      .select({
        total: sql<number>`coalesce(sum(${donations.amountPaise}), 0)::bigint`,
        recent: sumIn(sql`${donations.amountPaise}`, donationPaidAt, seriesStart, tomorrow),
        previous: sumIn(sql`${donations.amountPaise}`, donationPaidAt, previousStart, seriesStart),
      })
      .from(donations)
      .where(countedDonations),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'manager'), eq(users.status, 'active'))),
    db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(4),
    rolledUpRevenueDays(db, recentDays),
    db
      .select({ day: istDay(donationPaidAt), total: sql<number>`sum(${donations.amountPaise})::bigint` })
      .from(donations)
      .where(and(countedDonations, within(donationPaidAt, seriesStart, tomorrow)))
      .groupBy(sql`1`),
  ]);

  const donationsBy = new Map(donationDays.map((r) => [r.day, Number(r.total)]));
  const series = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const date = istIsoDay(new Date(seriesStart.getTime() + i * DAY_MS + DAY_MS / 2));
    return { date, revenue: paiseToRupees(revenueBy.get(date) ?? 0), donations: paiseToRupees(donationsBy.get(date) ?? 0) };
  });

  return {
    total_revenue: paiseToRupees(Number(revenue.total)),
    total_orders: orderTotals.total,
    total_products: productTotals.n,
    total_donations: paiseToRupees(Number(donationTotals.total)),
    team_members: team.n,
    growth: {
      revenue: growthPercent(Number(revenue.recent), Number(revenue.previous)),
      orders: growthPercent(orderTotals.recent, orderTotals.previous),
      donations: growthPercent(Number(donationTotals.recent), Number(donationTotals.previous)),
    },
    recent_orders: recent.map((o) => ({
      id: o.id,
      order_number: o.orderNumber,
      customer_name: o.shippingName,
      initials: initials(o.shippingName),
      created_at: o.createdAt.toISOString(),
      total_amount: paiseToRupees(o.totalPaise),
      status: o.status,
      payment_status: o.paymentStatus,
    })),
    series,
  };
}
