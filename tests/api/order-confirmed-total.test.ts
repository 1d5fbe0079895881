// Issue 24: a total that changed is confirmed, not charged silently. A client may send the total it showed
// (expected_total, rupees); the server prices the order itself and refuses it when the two differ.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

describe('POST /api/orders with expected_total', () => {
  it('refuses a total that differs (409 total_changed, with the new total) and places the order once it is confirmed', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 25_000, stock: 10 });
    // ₹250 + 18 % GST + ₹50 shipping + ₹25 cash-on-delivery fee
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { expected_total: 300 });
    const refused = await api.post('/api/orders', { token: user.token, body });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: 'total_changed', expected_total: 300, total_amount: 370 });
    expect(refused.body.message).toBe(
      'The order total is now ₹370.00, not ₹300.00 as shown. Please review your order and confirm the new total.',
    );
    expect(await stockOf(product.id)).toBe(10);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
    const placed = await api.post('/api/orders', { token: user.token, body: { ...body, expected_total: 370 } });
    expect(placed.status).toBe(201);
    expect(placed.body.data.total_amount).toBe(370);
  });

  it('refuses the old total when the cart was raised in another tab', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 100_000, stock: 10 });
    await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 1 } });
    const shown = await api.post('/api/orders/calculate-totals', { token: user.token, body: { payment_method: 'cod' } });
    expect(shown.status).toBe(200);
    const total = shown.body.data.total_amount;
    await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 1 } });
    const { cart_items: _none, ...fromCart } = orderPayload([]);
    const res = await api.post('/api/orders', { token: user.token, body: { ...fromCart, expected_total: total } });
    expect(res.status).toBe(409);
    expect(res.body.total_amount).toBeGreaterThan(total);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('places the order without expected_total as before (the existing client sends none)', async () => {
    const product = await createProduct({ pricePaise: 25_000, stock: 10 });
    const res = await api.post('/api/orders', {
      body: orderPayload([{ product_id: product.id, quantity: 1 }]),
      headers: { 'x-forwarded-for': '198.51.100.201' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.total_amount).toBe(370);
  });
});
