import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createCoupon, createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';
import { getDb } from '@/db';
import { couponUsages, coupons, mailOutbox, orderEvents } from '@/db/schema';

describe('POST /api/orders', () => {
  it('ignores totals sent by the client and computes them from our prices', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 30_000, stock: 5 });
    const body = {
      ...orderPayload([]),
      cart_items: undefined,
      items: [{ product_id: product.id, quantity: 2, price: 1, total: 2 }],
      subtotal: 2,
      shipping_amount: 0,
      tax_amount: 0,
      discount_amount: 0,
      cod_fee: 0,
      total_amount: 2,
      customer_id: 999999,
    };
    const res = await api.post('/api/orders', { token: user.token, body });
    expect(res.status).toBe(201);
    // 600 + free shipping + 108 GST + 25 COD
    expect(res.body.data).toMatchObject({
      subtotal: 600,
      shipping_amount: 0,
      tax_amount: 108,
      cod_fee: 25,
      total_amount: 733,
      currency: 'INR',
      status: 'pending',
      payment_status: 'pending',
      user_id: user.id,
    });
    expect(res.body.data.order_number).toMatch(/^ORD-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
    expect(res.body.data.redirect_url).toBe(`http://localhost:3000/checkout/success?orderId=${res.body.data.id}`);
    expect(await stockOf(product.id)).toBe(3);

    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, res.body.data.id));
    expect(events.map((e) => e.title)).toEqual(['Order placed']);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'asha@example.net'));
    expect(mails.some((m) => m.subject.includes(res.body.data.order_number))).toBe(true);
  });

  it('accepts a guest with cart_items, takes stock and never trusts customer_id', async () => {
    const product = await createProduct({ pricePaise: 49_900, stock: 3 });
    const res = await api.post('/api/orders', {
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { customer_id: 1, payment_method: 'easybuzz' }),
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      user_id: null,
      payment_method: 'easybuzz',
      subtotal: 499,
      shipping_amount: 50,
      tax_amount: 89.82,
      cod_fee: 0,
      total_amount: 638.82,
    });
    expect(await stockOf(product.id)).toBe(2);
  });

  it('answers 400 naming the product with available_stock when the stock is short', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 2, name: 'Clay Diya' });
    const res = await api.post('/api/orders', { token: user.token, body: orderPayload([{ product_id: product.id, quantity: 3 }]) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Clay Diya');
    expect(res.body.message).toContain('only 2 units are available');
    expect(res.body.available_stock).toBe(2);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('validates the shipping fields with the checkout messages (422)', async () => {
    const product = await createProduct();
    const res = await api.post('/api/orders', {
      body: orderPayload([{ product_id: product.id, quantity: 1 }], {
        shipping_phone: '12345',
        shipping_email: 'nope',
        shipping_city: '',
        shipping_country: 'Nepal',
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.shipping_phone).toEqual(['Please enter a valid 10-digit phone number']);
    expect(res.body.errors.shipping_email).toEqual(['Please enter a valid email']);
    expect(res.body.errors.shipping_city).toEqual(['This field is required']);
    expect(res.body.errors.shipping_country).toBeDefined();
  });

  it('50 concurrent single-unit orders on a product with stock 5 yield exactly 5 orders and stock 0', async () => {
    // Two orders per account: an account's open cash-on-delivery orders are capped (tests/api/cod-holds.test.ts).
    const buyers = await Promise.all(Array.from({ length: 25 }, () => createUser()));
    const product = await createProduct({ stock: 5 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.post('/api/orders', { token: buyers[i % 25].token, body: orderPayload([{ product_id: product.id, quantity: 1 }]) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(45);
    expect(await stockOf(product.id)).toBe(0);
  });

  it('records coupon usage atomically against usage_limit and the per-user limit', async () => {
    const product = await createProduct({ pricePaise: 100_000, stock: 50 });
    const coupon = await createCoupon({ type: 'fixed', value: 10_000, usageLimit: 3 });
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const results = await Promise.all(
      users.map((u) =>
        api.post('/api/orders', {
          token: u.token,
          body: orderPayload([{ product_id: product.id, quantity: 1 }], { coupon_code: coupon.code.toLowerCase() }),
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(3);
    // A fixed coupon comes off the shown price (docs/tax.md): ₹100 off ₹1,180 is ₹1,080 of goods, worked back to
    // ₹915.25 taxable (the discount's pre-tax part ₹84.75) and ₹164.75 of GST; + ₹25 COD fee.
    expect(placed[0].body.data).toMatchObject({
      subtotal: 1000,
      discount_amount: 84.75,
      tax_amount: 164.75,
      total_amount: 1180 - 100 + 25,
      coupon_code: coupon.code,
    });
    expect(results.filter((r) => r.status === 400).every((r) => r.body.message === 'This coupon has reached its usage limit')).toBe(true);
    const db = await getDb();
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.usedCount).toBe(3);
    expect(await db.select().from(couponUsages).where(eq(couponUsages.couponId, coupon.id))).toHaveLength(3);
    expect(await stockOf(product.id)).toBe(47);

    const perUser = await createCoupon({ type: 'percentage', value: 1000, usageLimitPerUser: 1 });
    const guest = (n: number) =>
      api.post('/api/orders', {
        body: orderPayload([{ product_id: product.id, quantity: 1 }], { coupon_code: perUser.code, shipping_email: 'Repeat@Example.net' }),
        headers: { 'x-forwarded-for': `198.51.100.${30 + n}` },
      });
    expect((await guest(1)).status).toBe(201);
    const second = await guest(2);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('You have already used this coupon the maximum number of times');
  });

  // Guests are counted by the mailbox their address delivers to (docs/security.md, Coupons).
  it('POST /api/orders counts a guest per-user coupon limit by mailbox: case, +tag, and Gmail dots are the same person', async () => {
    const product = await createProduct({ pricePaise: 100_000, stock: 50 });
    let n = 0;
    const guestWith = async (code: string, email: string) =>
      api.post('/api/orders', {
        body: orderPayload([{ product_id: product.id, quantity: 1 }], { coupon_code: code, shipping_email: email }),
        headers: { 'x-forwarded-for': `198.51.100.${60 + n++}` },
      });
    const refused = 'You have already used this coupon the maximum number of times';

    const gmail = await createCoupon({ type: 'percentage', value: 1000, usageLimitPerUser: 1 });
    expect((await guestWith(gmail.code, 'dup@gmail.com')).status).toBe(201);
    for (const same of ['d.u.p@gmail.com', 'dup+x@gmail.com', 'D.U.P+shop@GoogleMail.com', ' Dup@Gmail.com ']) {
      const res = await guestWith(gmail.code, same);
      expect([res.status, res.body.message], same).toEqual([400, refused]);
    }

    const other = await createCoupon({ type: 'percentage', value: 1000, usageLimitPerUser: 1 });
    expect((await guestWith(other.code, 'dup@example.org')).status).toBe(201);
    expect((await guestWith(other.code, 'Dup+x@Example.org')).body.message).toBe(refused);
    // Outside Gmail a dot is part of the mailbox: another person.
    expect((await guestWith(other.code, 'd.up@example.org')).status).toBe(201);
  });
});

describe('orders: reading, cancelling, quotes', () => {
  it('GET /api/orders/{id} is for the owner or staff only; GET /api/orders lists the caller’s own', async () => {
    const owner = await createUser();
    const other = await createUser();
    const manager = await createUser('manager');
    const product = await createProduct();
    const placed = await api.post('/api/orders', { token: owner.token, body: orderPayload([{ product_id: product.id, quantity: 1 }]) });
    const id = placed.body.data.id;
    expect((await api.get(`/api/orders/${id}`, { token: other.token })).status).toBe(403);
    expect((await api.get(`/api/orders/${id}`)).status).toBe(401);
    const mine = await api.get(`/api/orders/${id}`, { token: owner.token });
    expect(mine.body.data.items[0]).toMatchObject({ product_id: product.id, quantity: 1, unit_price: 200, total_price: 200 });
    expect(mine.body.data.timeline[0]).toMatchObject({ title: 'Order placed', completed: true });
    expect((await api.get(`/api/orders/${id}`, { token: manager.token })).status).toBe(200);

    const list = await api.get('/api/orders?per_page=5', { token: owner.token });
    expect(list.body.data).toMatchObject({ current_page: 1, per_page: 5, total: 1 });
    expect(list.body.data.data[0]).toMatchObject({ id, items_count: 1 });
    expect((await api.get('/api/orders', { token: other.token })).body.data.total).toBe(0);
    const admin = await api.get(`/api/admin/orders?search=${placed.body.data.order_number.toLowerCase()}&date_filter=today`, {
      token: manager.token,
    });
    expect(admin.body.data.data.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await api.get('/api/admin/orders', { token: owner.token })).status).toBe(403);
    const summary = await api.get('/api/orders/summary', { token: owner.token });
    expect(summary.body.data).toMatchObject({ total_orders: 1, pending_orders: 1, total_revenue: 0 });
  });

  it('PUT /api/orders/{id}/cancel gives the stock back once; the owner only until it ships', async () => {
    const owner = await createUser();
    const manager = await createUser('manager');
    const product = await createProduct({ stock: 4 });
    const a = await api.post('/api/orders', { token: owner.token, body: orderPayload([{ product_id: product.id, quantity: 2 }]) });
    expect(await stockOf(product.id)).toBe(2);
    const cancelled = await api.put(`/api/orders/${a.body.data.id}/cancel`, { token: owner.token, body: { reason: 'Changed my mind' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Changed my mind' });
    expect(await stockOf(product.id)).toBe(4);
    expect((await api.put(`/api/orders/${a.body.data.id}/cancel`, { token: owner.token, body: {} })).status).toBe(400);
    expect(await stockOf(product.id)).toBe(4);

    const b = await api.post('/api/orders', { token: owner.token, body: orderPayload([{ product_id: product.id, quantity: 1 }]) });
    const processing = await api.put(`/api/orders/${b.body.data.id}/status`, { token: manager.token, body: { status: 'processing' } });
    expect(processing.body.data.timeline.filter((t: { completed: boolean }) => t.completed).map((t: { title: string }) => t.title)).toEqual(
      ['Order placed', 'Processing'],
    );
    expect((await api.put(`/api/orders/${b.body.data.id}/status`, { token: owner.token, body: { status: 'shipped' } })).status).toBe(403);
    expect((await api.put(`/api/orders/${b.body.data.id}/status`, { token: manager.token, body: { status: 'shipped' } })).status).toBe(200);
    expect((await api.put(`/api/orders/${b.body.data.id}/cancel`, { token: owner.token, body: {} })).status).toBe(400);
    const delivered = await api.put(`/api/orders/${b.body.data.id}/status`, { token: manager.token, body: { status: 'delivered' } });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid' });
  });

  it('POST /api/coupons/validate accepts flat and nested payloads and uses our prices', async () => {
    const product = await createProduct({ pricePaise: 40_000 });
    const coupon = await createCoupon({ type: 'percentage', value: 1000, maximumDiscountPaise: 5_000, minimumAmountPaise: 30_000 });
    const items = [{ product_id: product.id, quantity: 2, price: 1, total: 2 }];
    const flat = await api.post('/api/coupons/validate', {
      body: { code: coupon.code.toLowerCase(), order_amount: 2, subtotal: 2, items, currency: 'INR', customer_id: 5 },
    });
    expect(flat.status).toBe(200);
    expect(flat.body.data).toMatchObject({ discount_amount: 50, coupon: { type: 'percentage', code: coupon.code } });
    const nested = await api.post('/api/coupons/apply', {
      body: { code: coupon.code, order_data: { items: [{ product_id: product.id, quantity: 1 }] } },
    });
    // 10% off the shown ₹472 (₹400 + 18%): the client's ₹400 + 18% + shipping − ₹47.20 is what is charged.
    expect(nested.body.data.discount_amount).toBe(47.2);
    const cheap = await createProduct({ pricePaise: 10_000 });
    // the client claims a large subtotal; our price (₹100) is below the ₹300 minimum
    const below = await api.post('/api/coupons/validate', {
      body: { code: coupon.code, subtotal: 9999, items: [{ product_id: cheap.id, quantity: 1, price: 9999 }] },
    });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('This coupon requires a minimum order amount of ₹300.00');
    const invalid = await api.post('/api/coupons/validate', { body: { code: 'NOPE-NOPE', items } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Invalid coupon code');
    const empty = await api.post('/api/coupons/validate', { body: { code: '' } });
    expect(empty.status).toBe(422);
    const db = await getDb();
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(0);
  });

  it('POST /api/orders/calculate-totals, POST /api/orders/validate and GET /api/orders/check-stock use the caller’s cart or the items sent', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 20_000, stock: 2 });
    await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 2 } });
    const freeShip = await createCoupon({ type: 'free_shipping', value: 0 });
    const totals = await api.post('/api/orders/calculate-totals', {
      token: user.token,
      body: { shipping_state: 'UP', shipping_country: 'India', coupon_code: freeShip.code },
    });
    expect(totals.body.data).toMatchObject({
      subtotal: 400,
      shipping_amount: 0,
      shipping_discount: 50,
      tax_amount: 72,
      discount_amount: 0,
      total_amount: 472,
      coupon_valid: true,
      coupon: { discount_amount: 50 },
    });
    const stock = await api.get(`/api/orders/check-stock?product_id=${product.id}&quantity=3`);
    expect(stock.body.data).toMatchObject({
      all_available: false,
      items: [{ product_id: product.id, available_stock: 2, in_stock: false }],
    });
    const valid = await api.post('/api/orders/validate', { body: orderPayload([{ product_id: product.id, quantity: 3 }]) });
    expect(valid.status).toBe(400);
    expect(valid.body.available_stock).toBe(2);
    const fine = await api.post('/api/orders/validate', { body: orderPayload([{ product_id: product.id, quantity: 2 }]) });
    expect(fine.body.data).toMatchObject({ valid: true, totals: { total_amount: 400 + 50 + 72 + 25 } });
    expect(await stockOf(product.id)).toBe(2);
  });
});
