// Issue 24: a guest's order secret (access_token) survives an Idempotency-Key replay for that guest, is never
// stored in clear in idempotency_keys, and is never replayed to another caller.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { idempotencyKeys } from '@/db/schema';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';

sandboxBridgeForFile();

let n = 0;
const from = (host: number, key: string) => ({ 'x-forwarded-for': `198.51.100.${host}`, 'idempotency-key': key });
const nextHost = () => 10 + (++n % 200);

async function storedResult(scope: string, key: string): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  expect(rows).toHaveLength(1);
  return JSON.stringify(rows[0].response);
}

describe('POST /api/orders replayed with the same Idempotency-Key', () => {
  it('gives the guest their access token back (it still opens the order), stored only sealed', async () => {
    const product = await createProduct({ stock: 10 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], {
      payment_method: 'cod',
      shipping_email: `g-${randomUUID()}@example.net`,
    });
    const key = randomUUID();
    const host = nextHost();
    const first = await api.post('/api/orders', { body, headers: from(host, key) });
    const again = await api.post('/api/orders', { body, headers: from(host, key) });
    expect(first.status).toBe(201);
    const token = first.body.data.access_token;
    expect(token).toMatch(/^oat_/);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.body.data.redirect_url).toContain(`token=${token}`);
    expect(await storedResult('place-order:api.orders', key)).not.toContain(token);
    const pay = await api.post('/api/payments/initiate', {
      body: { order_id: first.body.data.id, access_token: again.body.data.access_token },
    });
    expect(pay.status).toBe(400); // reached the order (it is cash on delivery), not 404
    expect(pay.body.message).toBe('This order is paid by cash on delivery.');
  });

  it('answers another guest (another address) with the same key and body without the secret', async () => {
    const product = await createProduct({ stock: 10 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' });
    const key = randomUUID();
    const first = await api.post('/api/orders', { body, headers: from(nextHost(), key) });
    const other = await api.post('/api/orders', { body, headers: from(nextHost(), key) });
    expect(other.status).toBe(201);
    expect(other.body.data.id).toBe(first.body.data.id);
    expect(other.body.data).not.toHaveProperty('access_token');
    expect(other.body.data.redirect_url).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain(first.body.data.access_token);
  });
});

describe('POST /api/payments/initiate with a whole guest order and an Idempotency-Key', () => {
  it('stores no access token in clear and replays it to the same guest only', async () => {
    const product = await createProduct({ stock: 10 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' });
    const key = randomUUID();
    const host = nextHost();
    const first = await api.post('/api/payments/initiate', { body, headers: from(host, key) });
    expect(first.status).toBe(200);
    const token = first.body.data.access_token;
    expect(token).toMatch(/^oat_/);
    expect(await storedResult('place-order:api.payments.initiate', key)).not.toContain(token);
    const same = await api.post('/api/payments/initiate', { body, headers: from(host, key) });
    expect(same.body).toEqual(first.body);
    const other = await api.post('/api/payments/initiate', { body, headers: from(nextHost(), key) });
    expect(other.status).toBe(200);
    expect(other.body.payment_url).toBe(first.body.payment_url);
    expect(other.body.data).not.toHaveProperty('access_token');
    expect(JSON.stringify(other.body)).not.toContain(token);
  });
});
