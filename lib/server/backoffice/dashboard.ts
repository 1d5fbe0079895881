import 'server-only';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, orders, products, users } from '@/db/schema';
import { istParts, istStartOfDay } from '@/lib/domain/dates';
import { initials } from '@/lib/domain/initials';
import { paiseToRupees } from '@/lib/domain/money';
import type { DashboardStats } from '@/lib/domain/wire/backoffice';

// The admin dashboard: every figure is an aggregate over the whole table in SQL (never a sum of one page).

const SERIES_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

// An IST calendar date of a timestamptz, computed without time-zone data (PGlite has none to rely on).
const istDay = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export async function dashboardStats(caller: Caller, now = new Date()): Promise<DashboardStats> {
  requireAdmin(caller);
  const db = await getDb();
  const { year, month, day } = istParts(now);
  const seriesStart = new Date(istStartOfDay(year, month, day).getTime() - (SERIES_DAYS - 1) * DAY_MS);
  const orderPaidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const donationPaidAt = sql`coalesce(${donations.paidAt}, ${donations.createdAt})`;

  const [[orderTotals], [productTotals], [donationTotals], [team], recent, revenueDays, donationDays] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.paymentStatus} = 'paid'), 0)::bigint`,
      })
      .from(orders),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(ne(products.status, 'archived')),
    db
      .select({ total: sql<number>`coalesce(sum(${donations.amountPaise}), 0)::bigint` })
      .from(donations)
      .where(eq(donations.status, 'paid')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'manager'), eq(users.status, 'active'))),
    db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(4),
    db
      .select({ day: istDay(orderPaidAt), total: sql<number>`sum(${orders.totalPaise})::bigint` })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), sql`${orderPaidAt} >= ${seriesStart.toISOString()}::timestamptz`))
      .groupBy(sql`1`),
    db
      .select({ day: istDay(donationPaidAt), total: sql<number>`sum(${donations.amountPaise})::bigint` })
      .from(donations)
      .where(and(eq(donations.status, 'paid'), sql`${donationPaidAt} >= ${seriesStart.toISOString()}::timestamptz`))
      .groupBy(sql`1`),
  ]);

  const revenueBy = new Map(revenueDays.map((r) => [r.day, Number(r.total)]));
  const donationsBy = new Map(donationDays.map((r) => [r.day, Number(r.total)]));
  const series = Array.from({ length: SERIES_DAYS }, (_, i) => {
    const p = istParts(new Date(seriesStart.getTime() + i * DAY_MS + DAY_MS / 2));
    const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    return { date, revenue: paiseToRupees(revenueBy.get(date) ?? 0), donations: paiseToRupees(donationsBy.get(date) ?? 0) };
  });

  return {
    total_revenue: paiseToRupees(Number(orderTotals.revenue)),
    total_orders: orderTotals.orders,
    total_products: productTotals.n,
    total_donations: paiseToRupees(Number(donationTotals.total)),
    team_members: team.n,
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
