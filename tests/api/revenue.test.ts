import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { closeDb, getDb, migratePostgres } from '@/db';
import { donations, orders, payments } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createOrder as createDonationOrder, useRazorpaySandbox } from '@/tests/support/donations';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { startSandboxBridge } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';
import { createUser, type TestUser } from '@/tests/support/users';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';

// Revenue is compared with the whole orders table, so this file has a database of its own: other files
// running at the same time cannot add orders between the figure and the check.
let ownDatabase: string | undefined;
let bridge: Awaited<ReturnType<typeof startSandboxBridge>>;
let admin: TestUser;

beforeAll(async () => {
  const server = testServerUrl();
  if (server) {
    ownDatabase = await createTestDatabase(server, 'revenue');
    await migratePostgres(ownDatabase);
    process.env.DATABASE_URL = ownDatabase;
  }
  bridge = await startSandboxBridge();
  process.env.EASEBUZZ_PAY_URL = bridge.base;
  process.env.EASEBUZZ_DASHBOARD_URL = bridge.base;
  delete process.env.PAYMENT_SANDBOX;
  resetEnvCache();
  useRazorpaySandbox();
  admin = await createUser('admin');
});

afterAll(async () => {
  await bridge.close();
  await closeDb();
  if (ownDatabase) await dropTestDatabase(testServerUrl()!, ownDatabase);
});

/** A card order paid on the Easebuzz sandbox, then marked live as if the gateway had real keys. */
async function paidOrder(pricePaise: number, live = true) {
  const product = await createProduct({ pricePaise, stock: 5 });
  const res = await api.post('/api/payments/initiate', {
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' }),
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` },
  });
  expect(res.status).toBe(200);
  const { action, fields } = await clickOnPayPage(res.body.payment_url, 'pay');
  await postBack(action, fields);
  const id = res.body.data.order_id as number;
  if (live) {
    const db = await getDb();
    await db.update(orders).set({ paymentMode: 'live' }).where(eq(orders.id, id));
    await db.update(payments).set({ mode: 'live' }).where(eq(payments.orderId, id));
  }
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  expect(row.paymentStatus).toBe('paid');
  return row;
}

/** The figure written out in SQL, independently of lib/server: live money received less processed refunds. */
async function netRevenueBySql(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when orders.status = 'refunded' then 0 else orders.total_paise - coalesce(
        (select sum(r.amount_paise) from refunds r join payments p on p.id = r.payment_id
          where p.order_id = orders.id and r.status = 'processed'), 0) end), 0)`,
    })
    .from(orders)
    .where(sql`orders.payment_status in ('paid', 'partially_refunded', 'refunded') and orders.payment_mode is distinct from 'sandbox'`);
  return Number(row.net) / 100;
}

const figures = async () => {
  const dashboard = await api.get('/api/admin/dashboard', { token: admin.token });
  const summary = await api.get('/api/orders/summary', { token: admin.token });
  expect(dashboard.status).toBe(200);
  expect(summary.status).toBe(200);
  const series = dashboard.body.data.series as { revenue: number }[];
  return {
    dashboard: dashboard.body.data.total_revenue as number,
    summary: summary.body.data.total_revenue as number,
    chart: Math.round(series.reduce((s, p) => s + p.revenue, 0) * 100) / 100,
    growth: dashboard.body.data.growth as { revenue: number | null; orders: number | null; donations: number | null },
  };
};

describe('revenue net of refunds (GET /api/admin/dashboard, GET /api/orders/summary)', () => {
  it('subtracts a partial refund, drops a full refund, leaves sandbox payments out and matches SQL', async () => {
    const a = await paidOrder(164_400);
    const b = await paidOrder(43_000);
    const c = await paidOrder(20_000);
    await paidOrder(90_000, false); // a sandbox payment: never revenue

    const before = await figures();
    const all = (a.totalPaise + b.totalPaise + c.totalPaise) / 100;
    expect(await netRevenueBySql()).toBe(all);
    expect(before).toMatchObject({ dashboard: all, summary: all, chart: all });

    const part = await api.post(`/api/orders/${a.id}/refund`, {
      token: admin.token,
      body: { refund_amount: 150, reason: 'One item broken' },
    });
    expect(part.status).toBe(200);
    const full = await api.post(`/api/orders/${b.id}/refund`, { token: admin.token, body: { reason: 'Returned' } });
    expect(full.status).toBe(200);

    const after = await figures();
    const expected = Math.round((all - 150 - b.totalPaise / 100) * 100) / 100;
    expect(await netRevenueBySql()).toBe(expected);
    expect(after).toMatchObject({ dashboard: expected, summary: expected, chart: expected });

    // Refunding the rest of the partly refunded order through the order status takes it out entirely.
    const rest = await api.put(`/api/orders/${a.id}/status`, { token: admin.token, body: { status: 'refunded' } });
    expect(rest.status).toBe(200);
    const last = await figures();
    expect(await netRevenueBySql()).toBe(c.totalPaise / 100);
    expect(last).toMatchObject({ dashboard: c.totalPaise / 100, summary: c.totalPaise / 100, chart: c.totalPaise / 100 });
  });

  it('shows growth against the previous 30 days, and none when there is nothing to compare', async () => {
    const db = await getDb();
    const first = await figures();
    expect(first.growth.revenue).toBeNull(); // everything so far was paid today
    const old = await paidOrder(100_000);
    const recent = (await netRevenueBySql()) - old.totalPaise / 100;
    await db
      .update(orders)
      .set({ paidAt: sql`now() - interval '40 days'`, createdAt: sql`now() - interval '40 days'` })
      .where(eq(orders.id, old.id));
    const { growth, chart } = await figures();
    expect(chart).toBe(recent);
    expect(growth.revenue).toBe(Math.round(((recent - old.totalPaise / 100) / (old.totalPaise / 100)) * 1000) / 10);
  });

  it('counts paid donations outside the sandbox only', async () => {
    const before = (await api.get('/api/admin/dashboard', { token: admin.token })).body.data.total_donations as number;
    const { data } = await createDonationOrder({ amount: 700 });
    expect((await payOrder(data.order_id, 'pay', 'now')).ok).toBe(true);
    const offline = await api.post('/api/donations', {
      token: admin.token,
      body: { name: 'Cheque Donor', amount: 2500, payment_mode: 'cheque', reference: 'CHQ 1' },
    });
    expect(offline.status).toBe(201);
    const db = await getDb();
    const modes = await db
      .select({ mode: donations.mode })
      .from(donations)
      .where(inArray(donations.id, [data.donation_id, offline.body.data.id]));
    expect(modes.map((m) => m.mode).sort()).toEqual(['sandbox', null].sort());
    const after = (await api.get('/api/admin/dashboard', { token: admin.token })).body.data.total_donations as number;
    expect(after - before).toBe(2500);
  });
});
