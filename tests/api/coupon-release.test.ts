// A coupon use belongs to an order that goes ahead: cancelled, expired or failed orders give it back, and
// a late payment that revives an order takes it again.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { coupons, orders, payments } from '@/db/schema';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createCoupon, createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

sandboxBridgeForFile();

async function usedCount(couponId: number) {
  const db = await getDb();
  return (await db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId)))[0].n;
}

/** A gateway order with a coupon limited to one use in all. */
async function gatewayOrderWithCoupon(code?: string) {
  const user = await createUser();
  const product = await createProduct({ pricePaise: 60_000, stock: 10 });
  const coupon = code ? null : await createCoupon({ usageLimit: 1 });
  const res = await api.post('/api/payments/initiate', {
    token: user.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz', coupon_code: code ?? coupon!.code }),
  });
  return { user, product, coupon, res };
}

async function placeWith(code: string) {
  const user = await createUser();
  const product = await createProduct({ pricePaise: 60_000, stock: 10 });
  return api.post('/api/orders', {
    token: user.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { coupon_code: code }),
  });
}

describe('coupon uses of orders that do not go ahead', () => {
  it('a payment that fails gives the coupon use back: the buyer can retry with the same code', async () => {
    const { res, coupon } = await gatewayOrderWithCoupon();
    expect(res.status).toBe(200);
    expect(await usedCount(coupon!.id)).toBe(1);
    const failed = await clickOnPayPage(res.body.payment_url, 'fail');
    await postBack(failed.action, failed.fields);
    expect(await usedCount(coupon!.id)).toBe(0);
    expect((await placeWith(coupon!.code)).status).toBe(201);
    expect(await usedCount(coupon!.id)).toBe(1);
  });

  it('PUT /api/orders/{id}/cancel gives the coupon use back, once', async () => {
    const coupon = await createCoupon({ usageLimit: 1 });
    const user = await createUser();
    const product = await createProduct({ pricePaise: 60_000, stock: 10 });
    const placed = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { coupon_code: coupon.code, payment_method: 'easybuzz' }),
    });
    expect(placed.status).toBe(201);
    expect((await placeWith(coupon.code)).status).toBe(400); // the limit is taken
    const cancelled = await api.put(`/api/orders/${placed.body.data.id}/cancel`, { token: user.token });
    expect(cancelled.status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(0);
    expect((await placeWith(coupon.code)).status).toBe(201);
  });

  it('an order that expires unpaid gives it back; a late payment revives the order and takes it again', async () => {
    const { res, coupon } = await gatewayOrderWithCoupon();
    const orderId = res.body.data.order_id as number;
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    await db
      .update(payments)
      .set({ createdAt: sql`now() - interval '40 minutes'` })
      .where(eq(payments.orderId, orderId));
    const run = await api.post('/api/cron/reconcile', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    expect(run.status).toBe(200);
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'cancelled' });
    expect(await usedCount(coupon!.id)).toBe(0);

    // The buyer had the pay page open and pays after all.
    const paid = await clickOnPayPage(res.body.payment_url, 'pay');
    await postBack(paid.action, paid.fields);
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await usedCount(coupon!.id)).toBe(1);
  });
});
