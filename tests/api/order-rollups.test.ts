// The whole-shop order figures (GET /api/admin/dashboard, GET /api/orders/summary, the back-office list's
// totals) are read from the rollups that migration 0008's triggers keep (lib/server/orders/rollups.ts). After
// every kind of write they must equal the figures computed the old way, straight from the orders: the
// queries the dashboard and the summary ran before the rollups are kept below as the oracle.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, payments } from '@/db/schema';
import { istIsoDay, istParts, istStartOfDay } from '@/lib/domain/dates';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { drizzleRunner } from '@/tests/support/load-data';
import { ownDatabaseForThisFile } from '@/tests/support/own-database';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';

ownDatabaseForThisFile('rollups');

sandboxBridgeForFile();
let admin: TestUser;
let buyer: TestUser;
let run: (query: string) => Promise<Record<string, unknown>[]>;

beforeAll(async () => {
  admin = await createUser('admin');
  buyer = await createUser('user');
  run = drizzleRunner(await getDb());
});

const DAY_MS = 86_400_000;
const istDaySql = (column: string) => `to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

// ---- The oracle: the figures as the dashboard and the summary computed them before the rollups. ----

const REVENUE_ORDERS = `o.payment_status in ('paid', 'partially_refunded', 'refunded') and coalesce(o.payment_mode, 'live') <> 'sandbox'`;
const NET = `case when o.status = 'refunded' then 0 else greatest(o.total_paise - coalesce(r.paise, 0), 0) end`;
const REFUNDED_BY_ORDER = `left join (select p.order_id, sum(rf.amount_paise) as paise from refunds rf join payments p on p.id = rf.payment_id
  where rf.status = 'processed' group by p.order_id) r on r.order_id = o.id`;
const PAID_AT = 'coalesce(o.paid_at, o.created_at)';

function growth(current: number, previous: number) {
  return previous <= 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

async function oracle(now = new Date()) {
  const { year, month, day } = istParts(now);
  const tomorrow = new Date(istStartOfDay(year, month, day).getTime() + DAY_MS);
  const seriesStart = new Date(tomorrow.getTime() - 30 * DAY_MS);
  const previousStart = new Date(seriesStart.getTime() - 30 * DAY_MS);
  const at = (d: Date) => `'${d.toISOString()}'::timestamptz`;
  const within = (column: string, from: Date, to: Date) => `${column} >= ${at(from)} and ${column} < ${at(to)}`;
  const [counts] = await run(`select count(*)::int as total,
      (count(*) filter (where ${within('o.created_at', seriesStart, tomorrow)}))::int as recent,
      (count(*) filter (where ${within('o.created_at', previousStart, seriesStart)}))::int as previous
    from orders o where o.status <> 'cancelled'`);
  const [money] = await run(`select coalesce(sum(${NET}), 0)::bigint as total,
      coalesce(sum(${NET}) filter (where ${within(PAID_AT, seriesStart, tomorrow)}), 0)::bigint as recent,
      coalesce(sum(${NET}) filter (where ${within(PAID_AT, previousStart, seriesStart)}), 0)::bigint as previous
    from orders o ${REFUNDED_BY_ORDER} where ${REVENUE_ORDERS}`);
  const days = await run(`select ${istDaySql(PAID_AT)} as day, sum(${NET})::bigint as total
    from orders o ${REFUNDED_BY_ORDER} where ${REVENUE_ORDERS} and ${within(PAID_AT, seriesStart, tomorrow)} group by 1`);
  const byDay = new Map(days.map((d) => [String(d.day), Number(d.total)]));
  const statuses = await run(`select status, count(*)::int as n from orders group by status`);
  const byStatus = Object.fromEntries(statuses.map((s) => [String(s.status), Number(s.n)]));
  return {
    dashboard: {
      total_orders: Number(counts.total),
      total_revenue: Number(money.total) / 100,
      growth: {
        orders: growth(Number(counts.recent), Number(counts.previous)),
        revenue: growth(Number(money.recent), Number(money.previous)),
      },
      series: Array.from({ length: 30 }, (_, i) => {
        const date = istIsoDay(new Date(seriesStart.getTime() + i * DAY_MS + DAY_MS / 2));
        return { date, revenue: (byDay.get(date) ?? 0) / 100 };
      }),
    },
    summary: {
      total_orders: Object.values(byStatus).reduce((n, c) => n + c, 0),
      total_revenue: Number(money.total) / 100,
      by_status: byStatus,
    },
    allView: Number(counts.total),
  };
}

/** The figures as the site answers them now (from the rollups). */
async function answered() {
  const dashboard = await api.get('/api/admin/dashboard', { token: admin.token });
  const summary = await api.get('/api/orders/summary', { token: admin.token });
  const list = await api.get('/api/admin/orders?per_page=1', { token: admin.token });
  expect([dashboard.status, summary.status, list.status]).toEqual([200, 200, 200]);
  const d = dashboard.body.data;
  return {
    dashboard: {
      total_orders: d.total_orders,
      total_revenue: d.total_revenue,
      growth: { orders: d.growth.orders, revenue: d.growth.revenue },
      series: (d.series as { date: string; revenue: number }[]).map((p) => ({ date: p.date, revenue: p.revenue })),
    },
    summary: {
      total_orders: summary.body.data.total_orders,
      total_revenue: summary.body.data.total_revenue,
      by_status: summary.body.data.by_status,
    },
    allView: list.body.data.total,
  };
}

/** The rollup tables hold, day by day, what a full recount of the orders gives (not only the last 30 days). */
async function rollupsMatchRecount() {
  const counts = await run(`select day::text as day, status, orders as n from order_day_counts where orders <> 0 order by 1, 2`);
  const recount =
    await run(`select ((created_at at time zone 'UTC') + interval '330 minutes')::date::text as day, status, count(*)::int as n
    from orders group by 1, 2 order by 1, 2`);
  expect(counts.map((r) => [r.day, r.status, Number(r.n)])).toEqual(recount.map((r) => [r.day, r.status, Number(r.n)]));
  const revenue = await run(`select day::text as day, net_paise as n from order_day_revenue where net_paise <> 0 order by 1`);
  const recomputed =
    await run(`select ((${PAID_AT} at time zone 'UTC') + interval '330 minutes')::date::text as day, sum(${NET})::bigint as n
    from orders o ${REFUNDED_BY_ORDER} where ${REVENUE_ORDERS} group by 1 having sum(${NET}) <> 0 order by 1`);
  expect(revenue.map((r) => [r.day, Number(r.n)])).toEqual(recomputed.map((r) => [r.day, Number(r.n)]));
}

async function expectFiguresMatch(step: string) {
  const [now, expected] = [await answered(), await oracle()];
  expect(now, step).toEqual(expected);
  await rollupsMatchRecount();
}

// ---- The writes. ----

async function placeCod(pricePaise: number) {
  const product = await createProduct({ pricePaise, stock: 5 });
  const res = await api.post('/api/orders', { token: buyer.token, body: orderPayload([{ product_id: product.id, quantity: 1 }]) });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

/** A card order paid on the Easebuzz sandbox, then marked live as if the gateway had real keys. */
async function paidCardOrder(pricePaise: number) {
  const product = await createProduct({ pricePaise, stock: 5 });
  const res = await api.post('/api/payments/initiate', {
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' }),
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` },
  });
  expect(res.status).toBe(200);
  const id = res.body.data.order_id as number;
  await expectFiguresMatch('card order placed, unpaid');
  const { action, fields } = await clickOnPayPage(res.body.payment_url, 'pay');
  await postBack(action, fields);
  const db = await getDb();
  await db.update(orders).set({ paymentMode: 'live' }).where(eq(orders.id, id));
  await db.update(payments).set({ mode: 'live' }).where(eq(payments.orderId, id));
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  expect(row.paymentStatus).toBe('paid');
  return id;
}

const setStatus = (id: number, status: string) => api.put(`/api/orders/${id}/status`, { token: admin.token, body: { status } });

describe('order rollups (dashboard, GET /api/orders/summary, list totals) equal the figures computed from the orders', () => {
  it('after placing, paying, status changes, cancelling, refunds, moving in time and deleting', async () => {
    await expectFiguresMatch('empty shop');

    const cod = await placeCod(25_000);
    await expectFiguresMatch('cash-on-delivery order placed');
    const card = await paidCardOrder(164_400);
    await expectFiguresMatch('card order paid');
    const other = await paidCardOrder(43_000);
    await expectFiguresMatch('second card order paid');

    for (const status of ['processing', 'shipped', 'delivered']) {
      expect((await setStatus(cod, status)).status).toBe(200);
      await expectFiguresMatch(`cash-on-delivery order ${status}`);
    }
    expect((await setStatus(card, 'processing')).status).toBe(200);
    await expectFiguresMatch('card order processing');

    const pending = await placeCod(9_900);
    const cancelled = await api.put(`/api/orders/${pending}/cancel`, { token: buyer.token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    await expectFiguresMatch('order cancelled');

    const part = await api.post(`/api/orders/${card}/refund`, {
      token: admin.token,
      body: { refund_amount: 150, reason: 'One item broken' },
    });
    expect(part.status).toBe(200);
    await expectFiguresMatch('partial refund');
    const full = await api.post(`/api/orders/${other}/refund`, { token: admin.token, body: { reason: 'Returned' } });
    expect(full.status).toBe(200);
    await expectFiguresMatch('full refund');
    expect((await setStatus(card, 'refunded')).status).toBe(200);
    await expectFiguresMatch('refunded through the status');

    // Writes no screen makes, straight in SQL: the triggers count them all the same.
    const late = await paidCardOrder(70_000);
    await run(`update orders set created_at = now() - interval '40 days', paid_at = now() - interval '40 days' where id = ${late}`);
    await expectFiguresMatch('an order moved 40 days back (growth windows)');
    const dashboard = await api.get('/api/admin/dashboard', { token: admin.token });
    expect(dashboard.body.data.growth.revenue).not.toBeNull();
    await run(`insert into refunds (payment_id, amount_paise, merchant_refund_id, status)
      select id, 12345, 'TEST-REFUND-' || id, 'processed' from payments where order_id = ${late}`);
    await expectFiguresMatch('a refund recorded without touching its order');
    await run(`update refunds set status = 'failed' where merchant_refund_id like 'TEST-REFUND-%'`);
    await expectFiguresMatch('a refund failed after all');
    await run(`update orders set payment_mode = 'sandbox' where id = ${late}`);
    await expectFiguresMatch('an order turned out to be test money');
    await run(`delete from refunds where payment_id in (select id from payments where order_id = ${other})`);
    await expectFiguresMatch('refund rows deleted');
    await run(`delete from orders where id in (${card}, ${cod})`);
    await expectFiguresMatch('orders deleted (their payments kept, unlinked)');
  }, 120_000);
});
