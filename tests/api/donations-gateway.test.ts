import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import { handleSandboxApi } from '@/lib/server/payments/razorpay/sandbox/api';
import { api } from '@/tests/support/api';
import { createOrder, donor, ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { createUser } from '@/tests/support/users';

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

let server: Server;
let base: string;
const seen: Array<{ method: string; url: string; auth: string | undefined }> = [];

beforeAll(async () => {
  // A stand-alone HTTP server speaking the sandbox's Razorpay API: the client's undici path, over a socket.
  server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? Buffer.concat(chunks).toString() : undefined;
    const answer = await handleSandboxApi(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body }),
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => useRazorpaySandbox());

describe('Razorpay client', () => {
  it('talks HTTP with Basic auth to RAZORPAY_API_URL and maps Razorpay errors', async () => {
    setEnv({ PAYMENT_SANDBOX: '1', RAZORPAY_API_URL: base });
    const order = await razorpay.createOrder({ amount: 12300, currency: 'INR', receipt: 'donation_http' });
    expect(order).toMatchObject({ entity: 'order', amount: 12300, status: 'created' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/gateway/v1/orders', auth: expect.stringMatching(/^Basic /) });
    expect((await razorpay.fetchOrderPayments(order.id)).items).toEqual([]);
    await expect(razorpay.createOrder({ amount: 50, currency: 'INR', receipt: 'too-small' })).rejects.toMatchObject({
      name: 'RazorpayError',
      status: 400,
      code: 'BAD_REQUEST_ERROR',
    });
  });

  it('POST /api/donations/create-order answers Failed to create order when the gateway refuses, and marks the attempt failed', async () => {
    setEnv({ PAYMENT_SANDBOX: '1', RAZORPAY_API_URL: 'http://127.0.0.1:9/unreachable' });
    const body = donor();
    const res = await api.post('/api/donations/create-order', { body, headers: ipHeaders() });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Failed to create order');
    const db = await getDb();
    const rows = await db.select().from(donations).where(eq(donations.email, body.email));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});

describe('gateway switch', () => {
  it('without keys and with PAYMENT_SANDBOX=0, donations answer that the service is not configured', async () => {
    setEnv({ PAYMENT_SANDBOX: '0' });
    const res = await api.post('/api/donations/create-order', { body: donor(), headers: ipHeaders() });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/not configured/);
  });

  it('the sandbox routes answer 404 when Razorpay runs live', async () => {
    setEnv({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'live_secret' });
    const { GET } = await import('@/app/sandbox/razorpay/[...path]/route');
    const res = await GET(new Request('http://localhost/sandbox/razorpay/checkout.js'), {
      params: Promise.resolve({ path: ['checkout.js'] }),
    });
    expect(res.status).toBe(404);
    setEnv({ RAZORPAY_KEY_ID: undefined, RAZORPAY_KEY_SECRET: undefined });
    const on = await GET(new Request('http://localhost/sandbox/razorpay/checkout.js'), {
      params: Promise.resolve({ path: ['checkout.js'] }),
    });
    expect(on.status).toBe(200);
    expect(await on.text()).toContain('window.Razorpay = Razorpay');
  });
});

describe('GET /api/donations/{id}/receipt', () => {
  it('needs the signed link or an admin', async () => {
    useRazorpaySandbox();
    const { data } = await createOrder();
    const { payOrder } = await import('@/lib/server/payments/razorpay/sandbox/checkout');
    await payOrder(data.order_id, 'pay', 'now');
    expect((await api.get(`/api/donations/${data.donation_id}/receipt`)).status).toBe(404);
    expect((await api.get(`/api/donations/${data.donation_id}/receipt?sig=forged`)).status).toBe(404);
    const manager = await createUser('manager');
    expect((await api.get(`/api/donations/${data.donation_id}/receipt`, { token: manager.token })).status).toBe(404);
    const admin = await createUser('admin');
    const res = await api.get(`/api/donations/${data.donation_id}/receipt`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
