// Issue 38: a signed-in account cannot empty a shelf with cash-on-delivery orders, which never expire. Its
// open (unshipped) ones are capped (COD_MAX_OPEN_ORDERS, default 3), and so are the units of one product in
// them (COD_MAX_UNITS_PER_PRODUCT, default 20); the refusal says how many more are allowed, and the caps hold
// when the orders arrive at the same moment. Online payments are not capped this way (unpaid ones expire).
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { accountsAtCodCaps } from '@/lib/server/orders';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

sandboxBridgeForFile();

const named = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;
const cod = (token: string, lines: { product_id: number; quantity: number }[]) =>
  api.post('/api/orders', { token, body: orderPayload(lines) });

describe('POST /api/orders caps what one account holds in unshipped cash-on-delivery orders', () => {
  it('refuses a fourth open cash-on-delivery order with a 422 that says why, and takes no stock; paying online still works; shipping one frees a place', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 50 });
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await cod(user.token, [{ product_id: product.id, quantity: 1 }]);
      expect(res.status).toBe(201);
      placed.push(res.body.data.id);
    }
    const fourth = await cod(user.token, [{ product_id: product.id, quantity: 1 }]);
    expect(fourth.status).toBe(422);
    expect(fourth.body).toMatchObject({
      success: false,
      errors: { items: [expect.stringContaining('3 cash-on-delivery orders waiting')] },
    });
    expect(fourth.body.message).toContain('Pay online');
    expect(await stockOf(product.id)).toBe(47);

    const online = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' }),
    });
    expect(online.status).toBe(201);

    const db = await getDb();
    await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, placed[0]));
    expect((await cod(user.token, [{ product_id: product.id, quantity: 1 }])).status).toBe(201);
  });

  it('refuses units of one product above 20 across open orders, naming it and how many more this order may add', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 100, name: named('Clay lamp') });
    expect((await cod(user.token, [{ product_id: product.id, quantity: 15 }])).status).toBe(201);
    const over = await cod(user.token, [{ product_id: product.id, quantity: 6 }]);
    expect(over.status).toBe(422);
    expect(over.body.errors.items[0]).toBe(
      `Your unshipped cash-on-delivery orders may hold at most 20 units of '${product.name}'; this order can add 5 more. Pay online to order more, or contact us for a bulk order.`,
    );
    expect((await cod(user.token, [{ product_id: product.id, quantity: 5 }])).status).toBe(201);
    expect(await stockOf(product.id)).toBe(80);
    // Another account is not held back by this one.
    const other = await createUser();
    expect((await cod(other.token, [{ product_id: product.id, quantity: 20 }])).status).toBe(201);
  });

  it('a cancelled order holds nothing: its units and its place count no more', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 100 });
    const first = await cod(user.token, [{ product_id: product.id, quantity: 20 }]);
    expect(first.status).toBe(201);
    expect((await cod(user.token, [{ product_id: product.id, quantity: 1 }])).status).toBe(422);
    expect((await api.post(`/api/orders/${first.body.data.id}/cancel`, { token: user.token })).status).toBe(200);
    expect((await cod(user.token, [{ product_id: product.id, quantity: 20 }])).status).toBe(201);
  });

  it('ten orders of one account sent at once: exactly three are placed, the rest refused, stock taken for three only', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cod(user.token, [{ product_id: product.id, quantity: 2 }])));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    expect(await stockOf(product.id)).toBe(94);
  });

  it('six orders of 7 units of one product sent at once: two are placed (a third would pass 20 units), four refused', async () => {
    const user = await createUser();
    const [a, b] = [await createProduct({ stock: 100 }), await createProduct({ stock: 100 })];
    const lines = [
      { product_id: a.id, quantity: 7 },
      { product_id: b.id, quantity: 1 },
    ];
    const answers = await Promise.all(Array.from({ length: 6 }, () => cod(user.token, lines)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([86, 98]);
  });

  it('the admin dashboard lists an account at a cap, with its open orders', async () => {
    const user = await createUser('user', { name: named('Capped buyer') });
    const product = await createProduct({ stock: 100 });
    for (let i = 0; i < 3; i++) expect((await cod(user.token, [{ product_id: product.id, quantity: 1 }])).status).toBe(201);
    const admin = await createUser('admin');
    const report = await accountsAtCodCaps({
      kind: 'user',
      userId: admin.id,
      role: 'admin',
      name: admin.name,
      email: admin.email,
      via: 'session',
      ip: null,
    });
    expect(report).toMatchObject({ max_open_orders: 3, max_units_per_product: 20 });
    expect(report.accounts).toContainEqual({ user_id: user.id, name: user.name, email: user.email, open_orders: 3, most_units: 3 });
  });
});
