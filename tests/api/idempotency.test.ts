// Idempotency-Key on the create endpoints: a retry with the same key and body gets the first answer and
// creates nothing; the same key with another body is a 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions, orders } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { donor, ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { startSandboxBridge } from '@/tests/support/sandbox-bridge';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

let bridge: Awaited<ReturnType<typeof startSandboxBridge>>;
beforeAll(async () => {
  useRazorpaySandbox();
  bridge = await startSandboxBridge();
  process.env.EASEBUZZ_PAY_URL = bridge.base;
  process.env.EASEBUZZ_DASHBOARD_URL = bridge.base;
  resetEnvCache();
});
afterAll(async () => bridge.close());

const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': key, ...extra });

async function ordersWithEmail(email: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.shippingEmail, email));
}

describe('POST /api/orders with an Idempotency-Key', () => {
  it('answers a retry with the first answer and places one order', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 10 });
    const body = orderPayload([{ product_id: product.id, quantity: 2 }], { shipping_email: user.email });
    const key = randomUUID();
    const first = await api.post('/api/orders', { token: user.token, body, headers: withKey(key) });
    const again = await api.post('/api/orders', { token: user.token, body, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersWithEmail(user.email)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('refuses the same key with a different body with a 422 and changes nothing', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 10 });
    const key = randomUUID();
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_email: user.email });
    expect((await api.post('/api/orders', { token: user.token, body, headers: withKey(key) })).status).toBe(201);
    const other = await api.post('/api/orders', {
      token: user.token,
      body: { ...body, cart_items: [{ product_id: product.id, quantity: 3 }] },
      headers: withKey(key),
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, errors: { idempotency_key: [expect.any(String)] } });
    expect(await ordersWithEmail(user.email)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(9);
  });

  it('keeps keys per caller, places a new order without a key, and rejects a malformed key', async () => {
    const [a, b] = [await createUser(), await createUser()];
    const product = await createProduct({ stock: 10 });
    const key = randomUUID();
    const body = orderPayload([{ product_id: product.id, quantity: 1 }]);
    const fromA = await api.post('/api/orders', { token: a.token, body, headers: withKey(key) });
    const fromB = await api.post('/api/orders', { token: b.token, body, headers: withKey(key) });
    expect(fromB.body.data.id).not.toBe(fromA.body.data.id);
    const [n1, n2] = [await api.post('/api/orders', { token: a.token, body }), await api.post('/api/orders', { token: a.token, body })];
    expect(n1.body.data.id).not.toBe(n2.body.data.id);
    const bad = await api.post('/api/orders', { token: a.token, body, headers: withKey('has spaces in it') });
    expect(bad.status).toBe(422);
    expect(await stockOf(product.id)).toBe(6);
  });

  it('under eight concurrent retries of one key places exactly one order', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 20 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_email: user.email });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.post('/api/orders', { token: user.token, body, headers: withKey(key) })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(await ordersWithEmail(user.email)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(19);
  });
});

describe('POST /api/payments/initiate with an Idempotency-Key', () => {
  it('answers the same payment_url again and places one order', async () => {
    const product = await createProduct({ stock: 10 });
    const email = `guest-${randomUUID().slice(0, 8)}@example.net`;
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz', shipping_email: email });
    const key = randomUUID();
    const first = await api.post('/api/payments/initiate', { body, headers: withKey(key, ipHeaders()) });
    const again = await api.post('/api/payments/initiate', { body, headers: withKey(key, ipHeaders()) });
    expect(first.status).toBe(200);
    expect(again.body.payment_url).toBe(first.body.payment_url);
    expect(await ordersWithEmail(email)).toHaveLength(1);
  });
});

describe('donation create calls with an Idempotency-Key', () => {
  it('POST /api/donations/create-order answers the same gateway order and records one donation', async () => {
    const body = donor();
    const key = randomUUID();
    const first = await api.post('/api/donations/create-order', { body, headers: withKey(key, ipHeaders()) });
    const again = await api.post('/api/donations/create-order', { body, headers: withKey(key, ipHeaders()) });
    expect(first.status).toBe(200);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    const db = await getDb();
    expect(await db.select().from(donations).where(eq(donations.email, body.email))).toHaveLength(1);
    const changed = await api.post('/api/donations/create-order', { body: { ...body, amount: 900 }, headers: withKey(key, ipHeaders()) });
    expect(changed.status).toBe(422);
  });

  it('POST /api/donations/create-subscription answers the same subscription and records one', async () => {
    const body = donor({ frequency: 'monthly' });
    const key = randomUUID();
    const first = await api.post('/api/donations/create-subscription', { body, headers: withKey(key, ipHeaders()) });
    const again = await api.post('/api/donations/create-subscription', { body, headers: withKey(key, ipHeaders()) });
    expect(first.status).toBe(200);
    expect(again.body.data.subscription_id).toBe(first.body.data.subscription_id);
    const db = await getDb();
    expect(await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.email, body.email))).toHaveLength(1);
  });
});
