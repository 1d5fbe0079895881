import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { makeOrder, uniq } from '@/tests/support/backoffice';
import { getDb } from '@/db';
import { auditLog, couponUsages, coupons } from '@/db/schema';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

const code = () =>
  uniq('C')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16);

describe('POST /api/coupons', () => {
  it('creates a percentage coupon stored in hundredths of a percent, created_by from the caller', async () => {
    const body = {
      name: 'Diwali',
      code: code().toLowerCase(),
      type: 'percentage',
      value: 12.5,
      minimum_amount: '300',
      maximum_discount: 200,
      usage_limit: 50,
      usage_limit_per_user: 1,
      created_by: 1,
    };
    const res = await api.post('/api/coupons', { body, token: manager.token });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Coupon created successfully');
    expect(res.body.data).toMatchObject({
      code: body.code.toUpperCase(),
      type: 'percentage',
      value: 12.5,
      minimum_amount: 300,
      maximum_discount: 200,
      created_by: manager.id,
      is_active: true,
    });
    const db = await getDb();
    const [row] = await db.select().from(coupons).where(eq(coupons.id, res.body.data.id));
    expect(row).toMatchObject({ value: 1250, minimumAmountPaise: 30000, maximumDiscountPaise: 20000, createdBy: manager.id });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, String(row.id))));
    expect(entry).toMatchObject({ action: 'coupon.create', entityType: 'coupon', actorUserId: manager.id });
  });

  it('generates a brand code (SEVA + 6 uppercase letters or digits) when the code is blank', async () => {
    const res = await api.post('/api/coupons', { body: { name: 'Flat', code: '', type: 'fixed', value: 100 }, token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body.data.code).toMatch(/^SEVA[A-Z0-9]{6}$/);
    expect(res.body.data.value).toBe(100);
  });

  it("answers the form's validation messages", async () => {
    const res = await api.post('/api/coupons', {
      body: {
        name: ' ',
        type: 'bogus',
        value: -1,
        code: 'X'.repeat(17),
        description: 'd'.repeat(101),
        usage_limit: 0,
        usage_limit_per_user: 0,
      },
      token: admin.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ['Name is required'],
      type: ['Type is required'],
      value: ['Valid value required'],
      code: ['Code may not be greater than 16 characters'],
      description: ['Description may not be greater than 100 characters'],
      usage_limit: ['Usage limit must be at least 1'],
      usage_limit_per_user: ['Usage limit per user must be at least 1'],
    });
    const pct = await api.post('/api/coupons', { body: { name: 'Too much', type: 'percentage', value: 101 }, token: admin.token });
    expect(pct.status).toBe(422);
    expect(pct.body.errors.value).toEqual(['Percentage discount cannot exceed 100']);
  });

  it('rejects a duplicate code case-insensitively', async () => {
    const c = code();
    expect((await api.post('/api/coupons', { body: { name: 'A', code: c, type: 'free_shipping' }, token: admin.token })).status).toBe(201);
    const dup = await api.post('/api/coupons', { body: { name: 'B', code: c.toLowerCase(), type: 'free_shipping' }, token: admin.token });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.code).toEqual(['The code has already been taken.']);
  });

  it('refuses a user (403) and a guest (401)', async () => {
    expect((await api.post('/api/coupons', { body: { name: 'x', type: 'fixed', value: 1 }, token: user.token })).status).toBe(403);
    expect((await api.post('/api/coupons', { body: { name: 'x', type: 'fixed', value: 1 } })).status).toBe(401);
  });
});

describe('GET|PUT|DELETE /api/coupons/{id}', () => {
  it('reads, lists, updates and deletes an unused coupon', async () => {
    const c = code();
    const made = await api.post('/api/coupons', { body: { name: 'Edit me', code: c, type: 'fixed', value: 50 }, token: admin.token });
    const id = made.body.data.id;
    expect((await api.get(`/api/coupons/${id}`, { token: manager.token })).body.data.code).toBe(c);
    const list = await api.get(`/api/coupons?search=${c}`, { token: manager.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(list.body.data.data[0].id).toBe(id);

    const upd = await api.put(`/api/coupons/${id}`, { body: { value: 75.5, is_active: false }, token: manager.token });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe('Coupon updated successfully');
    expect(upd.body.data).toMatchObject({ value: 75.5, is_active: false, name: 'Edit me' });
    const bad = await api.put(`/api/coupons/${id}`, { body: { type: 'percentage', value: 150 }, token: admin.token });
    expect(bad.status).toBe(422);

    const del = await api.delete(`/api/coupons/${id}`, { token: manager.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Coupon deleted successfully');
    expect((await api.get(`/api/coupons/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('deactivates instead of deleting a coupon that orders used, and shows its usage history', async () => {
    const made = await api.post('/api/coupons', { body: { name: 'Used', type: 'fixed', value: 10 }, token: admin.token });
    const id = made.body.data.id;
    const order = await makeOrder();
    const db = await getDb();
    await db
      .insert(couponUsages)
      .values({ couponId: id, orderId: order.id, userId: user.id, email: 'asha@example.net', discountPaise: 1000 });
    const history = await api.get(`/api/coupons/${id}/usage-history`, { token: manager.token });
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.data[0]).toMatchObject({ order_number: order.orderNumber, discount_amount: 10, email: 'asha@example.net' });

    const del = await api.delete(`/api/coupons/${id}`, { token: admin.token });
    expect(del.body.data.deactivated).toBe(true);
    expect((await api.get(`/api/coupons/${id}`, { token: admin.token })).body.data.is_active).toBe(false);
  });

  it('refuses users and guests on every coupon endpoint', async () => {
    const made = await api.post('/api/coupons', { body: { name: 'Guarded', type: 'fixed', value: 10 }, token: admin.token });
    const id = made.body.data.id;
    for (const [call, path] of [
      [api.get, '/api/coupons'],
      [api.get, `/api/coupons/${id}`],
      [api.put, `/api/coupons/${id}`],
      [api.delete, `/api/coupons/${id}`],
      [api.get, `/api/coupons/${id}/usage-history`],
    ] as const) {
      const body = call === api.put ? {} : undefined;
      expect((await call(path, { token: user.token, body })).status).toBe(403);
      expect((await call(path, { body })).status).toBe(401);
    }
  });
});
