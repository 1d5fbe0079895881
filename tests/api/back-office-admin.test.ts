import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { makeOrder, makeProduct } from '@/tests/support/backoffice';
import { getDb } from '@/db';
import { auditLog, donations, mailOutbox, orders, payments, products, refunds, users } from '@/db/schema';
import { enqueueMail } from '@/lib/server/mail';
import { countsInAllOrders } from '@/lib/domain/order-status';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

/** The dashboard's figures recomputed the slow way, row by row, from the whole tables. */
async function recompute() {
  const db = await getDb();
  const [o, p, d, u, pay, ref] = await Promise.all([
    db.select().from(orders),
    db.select().from(products),
    db.select().from(donations),
    db.select().from(users),
    db.select().from(payments),
    db.select().from(refunds),
  ]);
  // Revenue (issue 14): money received, less processed refunds, sandbox payments left out.
  const refunded = (orderId: number) =>
    ref
      .filter((r) => r.status === 'processed' && pay.find((x) => x.id === r.paymentId)?.orderId === orderId)
      .reduce((s, r) => s + r.amountPaise, 0);
  const received = o.filter((x) => ['paid', 'partially_refunded', 'refunded'].includes(x.paymentStatus) && x.paymentMode !== 'sandbox');
  return {
    total_revenue: received.reduce((s, x) => s + (x.status === 'refunded' ? 0 : Math.max(x.totalPaise - refunded(x.id), 0)), 0) / 100,
    // "All orders" in the back-office: every order but the cancelled ones (countsInAllOrders), as the All tile.
    total_orders: o.filter((x) => x.status !== 'cancelled').length,
    total_products: p.filter((x) => x.status !== 'archived').length,
    total_donations: d.filter((x) => x.status === 'paid' && x.mode !== 'sandbox').reduce((s, x) => s + x.amountPaise, 0) / 100,
    team_members: u.filter((x) => x.role === 'manager' && x.status === 'active').length,
  };
}

describe('GET /api/admin/dashboard', () => {
  it('sums paid orders and paid donations over the whole tables, with the 4 most recent orders and a 30-day series', async () => {
    await makeProduct();
    for (let i = 0; i < 6; i++)
      await makeOrder({ totalPaise: 12345 + i, paymentStatus: i % 2 ? 'paid' : 'pending', name: 'Ravi Shankar Prasad' });
    const db = await getDb();
    await db.insert(donations).values({
      name: 'D',
      email: 'd@example.net',
      phone: '9876543210',
      address: 'x',
      amountPaise: 250000,
      cause: 'general-welfare',
      causeCode: 'GSW',
      status: 'paid',
      paidAt: new Date(),
    });
    await db.insert(donations).values({
      name: 'D',
      email: 'd@example.net',
      phone: '9876543210',
      address: 'x',
      amountPaise: 999900,
      cause: 'general-welfare',
      causeCode: 'GSW',
      status: 'pending',
    });

    const before = await recompute();
    const res = await api.get('/api/admin/dashboard', { token: admin.token });
    const after = await recompute();
    expect(res.status).toBe(200);
    const stats = res.body.data;
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      expect([before[key], after[key]]).toContain(stats[key]);
    }
    expect(stats.total_revenue).toBeGreaterThanOrEqual((12346 + 12348 + 12350) / 100);
    expect(stats.recent_orders).toHaveLength(4);
    const times = stats.recent_orders.map((o: { created_at: string }) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(stats.recent_orders[0]).toMatchObject({ initials: expect.stringMatching(/^[A-Z?]{1,2}$/) });
    expect(stats.series).toHaveLength(30);
    const today = stats.series[29];
    expect(today.revenue).toBeGreaterThanOrEqual((12346 + 12348 + 12350) / 100);
    expect(today.donations).toBeGreaterThanOrEqual(2500);
  });

  it("counts as Total Orders exactly the orders the Orders page's All tile and list show (cancelled left out)", async () => {
    for (let i = 0; i < 3; i++) {
      const cancelled = await makeOrder();
      const res = await api.put(`/api/orders/${cancelled.id}/cancel`, { token: admin.token, body: { reason: 'Deleted by admin' } });
      expect(res.status).toBe(200);
    }
    await makeOrder();
    // Other test files add orders meanwhile: each figure lies between the counts taken before and after.
    const before = (await recompute()).total_orders;
    const dashboard = (await api.get('/api/admin/dashboard', { token: admin.token })).body.data.total_orders as number;
    const list = (await api.get('/api/admin/orders?status=all&per_page=1', { token: admin.token })).body.data.total as number;
    const summary = (await api.get('/api/orders/summary', { token: admin.token })).body.data.by_status as Record<string, number>;
    const tile = Object.entries(summary).reduce((n, [status, k]) => (countsInAllOrders(status) ? n + k : n), 0);
    const after = (await recompute()).total_orders;
    for (const figure of [dashboard, list, tile]) {
      expect(figure).toBeGreaterThanOrEqual(before);
      expect(figure).toBeLessThanOrEqual(after);
    }
  });

  it('is for admins only: manager and user 403, guest 401', async () => {
    expect((await api.get('/api/admin/dashboard', { token: manager.token })).status).toBe(403);
    expect((await api.get('/api/admin/dashboard', { token: user.token })).status).toBe(403);
    expect((await api.get('/api/admin/dashboard')).status).toBe(401);
  });
});

describe('GET /api/admin/orders', () => {
  it('leaves cancelled (deleted) orders out of the default list; status=cancelled shows them', async () => {
    const name = `Deleted Buyer ${Date.now()}`;
    const kept = await makeOrder({ name });
    const gone = await makeOrder({ name });
    const deleted = await api.put(`/api/orders/${gone.id}/cancel`, { token: manager.token, body: { reason: 'Deleted by admin' } });
    expect(deleted.status).toBe(200);
    const list = async (query: string) =>
      (
        (await api.get(`/api/admin/orders?search=${encodeURIComponent(name)}${query}`, { token: manager.token })).body.data.data as {
          id: number;
        }[]
      ).map((o) => o.id);
    expect(await list('')).toEqual([kept.id]);
    expect(await list('&status=cancelled')).toEqual([gone.id]);
  });
});

describe('GET /api/admin/mail-outbox and POST /api/admin/mail-outbox/{id}/retry', () => {
  it('lists mails and puts a failed one back in the queue, audited', async () => {
    const db = await getDb();
    const id = await enqueueMail(db, { to: 'x@example.net', subject: `Failing ${Date.now()}`, text: 'hi' });
    await db.update(mailOutbox).set({ status: 'failed', attempts: 8, lastError: 'connection refused' }).where(eq(mailOutbox.id, id));
    const list = await api.get('/api/admin/mail-outbox?status=failed&per_page=100', { token: admin.token });
    expect(list.status).toBe(200);
    const mail = list.body.data.data.find((m: { id: number }) => m.id === id);
    expect(mail).toMatchObject({ status: 'failed', attempts: 8, last_error: 'connection refused', to: 'x@example.net' });

    const retry = await api.post(`/api/admin/mail-outbox/${id}/retry`, { token: admin.token });
    expect(retry.status).toBe(200);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'mail.retry'));
    expect(entry).toMatchObject({ entityId: String(id), actorUserId: admin.id });
    expect((await api.post('/api/admin/mail-outbox/987654/retry', { token: admin.token })).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await api.get('/api/admin/mail-outbox', { token: manager.token })).status).toBe(403);
    expect((await api.post('/api/admin/mail-outbox/1/retry', { token: manager.token })).status).toBe(403);
    expect((await api.get('/api/admin/mail-outbox', { token: user.token })).status).toBe(403);
    expect((await api.get('/api/admin/mail-outbox')).status).toBe(401);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('shows who changed what with before and after, filtered by entity', async () => {
    const p = await makeProduct({ stock: 4 });
    await api.put(`/api/products/${p.id}/stock`, { body: { stock_quantity: 9 }, token: manager.token });
    const res = await api.get(`/api/admin/audit-log?entity_type=product&entity_id=${p.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.data[0]).toMatchObject({
      action: 'product.stock',
      actor: { id: manager.id, role: 'manager', name: manager.name },
      before: { stock: 4 },
      after: { stock: 9 },
    });
  });

  it('is for admins only', async () => {
    expect((await api.get('/api/admin/audit-log', { token: manager.token })).status).toBe(403);
    expect((await api.get('/api/admin/audit-log', { token: user.token })).status).toBe(403);
    expect((await api.get('/api/admin/audit-log')).status).toBe(401);
  });
});
