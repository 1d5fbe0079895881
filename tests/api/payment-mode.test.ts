// No sandbox by accident: production on a real database without keys takes no payments at all, rather
// than test payments that look paid; the payment mode is for staff to read.
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { resetEnvCache } from '@/lib/server/platform';
import { gatewayMode, paymentModeReport } from '@/lib/server/payments';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { donor, ipHeaders } from '@/tests/support/donations';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

const saved = { NODE_ENV: process.env.NODE_ENV, DATABASE_URL: process.env.DATABASE_URL };
const KEYS = ['EASEBUZZ_KEY', 'EASEBUZZ_SALT', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'PAYMENT_SANDBOX'];

/** A production deployment on PostgreSQL that forgot its gateway keys. */
async function productionWithoutKeys(sandbox?: '1') {
  await getDb(); // the test's own database is open before DATABASE_URL is touched
  (process.env as Record<string, string>).NODE_ENV = 'production';
  process.env.DATABASE_URL ??= 'postgres://deployment.invalid/db';
  for (const k of KEYS) delete process.env[k];
  if (sandbox) process.env.PAYMENT_SANDBOX = sandbox;
  resetEnvCache();
}

afterEach(() => {
  (process.env as Record<string, string | undefined>).NODE_ENV = saved.NODE_ENV;
  if (saved.DATABASE_URL) process.env.DATABASE_URL = saved.DATABASE_URL;
  else delete process.env.DATABASE_URL;
  delete process.env.PAYMENT_SANDBOX;
  resetEnvCache();
});

describe('payment mode in production on a real database without gateway keys', () => {
  it('is not configured: POST /api/payments/initiate and POST /api/donations/create-order answer 503 and nothing is taken', async () => {
    const product = await createProduct({ stock: 10 });
    await productionWithoutKeys();
    expect(gatewayMode('easebuzz')).toBe('unconfigured');
    expect(gatewayMode('razorpay')).toBe('unconfigured');
    expect(paymentModeReport().join('\n')).toMatch(/easebuzz: NOT CONFIGURED: production on DATABASE_URL without EASEBUZZ_KEY/);
    const order = await api.post('/api/payments/initiate', {
      body: orderPayload([{ product_id: product.id, quantity: 1 }]),
      headers: ipHeaders(),
    });
    expect(order.status).toBe(503);
    expect(await stockOf(product.id)).toBe(10);
    const donation = await api.post('/api/donations/create-order', { body: donor(), headers: ipHeaders() });
    expect(donation.status).toBe(503);
    const sandboxPage = await api.get('/api/payments/methods');
    expect(sandboxPage.status).toBe(200);
  });

  it('uses the sandbox only when PAYMENT_SANDBOX=1 says so, and the start-up report says it', async () => {
    await productionWithoutKeys('1');
    expect(gatewayMode('easebuzz')).toBe('sandbox');
    expect(paymentModeReport()[0]).toMatch(/SANDBOX \(PAYMENT_SANDBOX=1\)/);
  });

  it('keeps the automatic sandbox outside production (the embedded-database Quick start, development)', async () => {
    for (const k of KEYS) delete process.env[k];
    resetEnvCache();
    expect(gatewayMode('easebuzz')).toBe('sandbox');
  });
});

describe('GET /api/health', () => {
  it('shows the payment mode to staff only', async () => {
    const anonymous = await api.get('/api/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.payments).toBeUndefined();
    const user = await createUser();
    expect((await api.get('/api/health', { token: user.token })).body.data.payments).toBeUndefined();
    const admin = await createUser('admin');
    const staff = await api.get('/api/health', { token: admin.token });
    expect(staff.body.data.payments).toEqual({ easebuzz: expect.any(String), razorpay: expect.any(String) });
  });
});
