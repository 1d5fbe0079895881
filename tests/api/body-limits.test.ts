// Issue 24 item 2: a body from someone who has not signed in is bounded before it is read whole (413 in the
// contract's envelope, also when it comes chunked, without Content-Length), and what such a caller sends
// reaches the audit log bounded.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { API_METHODS, apiRouteTemplates, fillTemplate } from '@/tests/support/api-routes';
import { getDb } from '@/db';
import { auditLog } from '@/db/schema';

const MB = 1024 * 1024;
const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
});
const gatewayResult = (status: string) => ({ txnid: 'T-NOT-OURS', key: 'not-our-key', hash: 'x', amount: '10.00', status });

async function latestRejection() {
  const db = await getDb();
  const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'payment.rejected')).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

describe('unauthenticated bodies are bounded (413)', () => {
  it.each(['/api/payments/success', '/api/payments/failure', '/api/payments/easybuzz/webhook'])(
    'POST %s refuses a form with a 4 MB status field: 413 in the envelope, nothing audited',
    async (path) => {
      const before = await latestRejection();
      const res = await api.post(path, form(gatewayResult('s'.repeat(4 * MB))));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, data: null, message: 'Request body is too large.' });
      expect((await latestRejection())?.id).toBe(before?.id);
    },
  );

  it('POST /api/payments/success refuses an 8 MB JSON body the same way', async () => {
    const res = await api.post('/api/payments/success', {
      body: gatewayResult('s'.repeat(8 * MB)),
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('POST /api/donations/webhook (Razorpay) refuses a body over 512 KB, chunked without Content-Length', async () => {
    const res = await api.post('/api/donations/webhook', { rawBody: JSON.stringify({ event: 'payment.captured', pad: 'x'.repeat(MB) }) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it.each([
    ['/api/login', { email: 'a@example.com', password: 'x'.repeat(MB) }],
    ['/api/register', { name: 'x'.repeat(MB) }],
    ['/api/contact', { message: 'x'.repeat(MB) }],
    ['/api/orders', { notes: 'x'.repeat(MB) }],
    ['/api/payments/initiate', { notes: 'x'.repeat(MB) }],
    ['/api/donations/create-order', { name: 'x'.repeat(MB) }],
    ['/api/coupons/validate', { code: 'x'.repeat(MB) }],
  ])('POST %s refuses a 1 MB JSON body from a guest', async (path, body) => {
    const res = await api.post(path, { body });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'Request body is too large.' });
  });

  it('POST /api/upload-image (a guest may send a registration photo) refuses a 6 MB chunked form with 413', async () => {
    const data = new FormData();
    data.set('image', new Blob([new Uint8Array(6 * MB)], { type: 'image/png' }), 'big.png');
    const res = await api.post('/api/upload-image', { form: data });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, data: null });
  });

  // Routes whose own, larger limit is tested on its own (above): a guest's registration photo, up to 5 MB.
  const OWN_LIMIT = new Set(['POST /api/upload-image']);

  // Every route and method, as a guest, with a 1 MB body: refused for its size, or refused the guest
  // before reading (401/403), or not a route that takes a body (404/405). Never read, stored or a 5xx.
  it('no /api route reads a 1 MB body from a guest', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(MB) });
    const accepted: string[] = [];
    for (const template of apiRouteTemplates()) {
      const path = fillTemplate(template, () => '1');
      for (const method of API_METHODS.filter((m) => m !== 'GET' && m !== 'DELETE')) {
        const res = await api[method.toLowerCase() as 'post' | 'put' | 'patch'](path, { rawBody: big }).catch(() => null);
        if (OWN_LIMIT.has(`${method} ${path}`)) continue;
        if (res && ![401, 403, 404, 405, 413].includes(res.status)) accepted.push(`${method} ${path} → ${res.status}`);
      }
    }
    expect(accepted).toEqual([]);
  });
});

describe('what reaches the audit log is bounded', () => {
  it('POST /api/payments/success with a 60 KB status (under the limit) audits the refusal with the status cut', async () => {
    const res = await api.post('/api/payments/success', form(gatewayResult('s'.repeat(60 * 1024))));
    expect(res.status).toBe(400);
    const row = await latestRejection();
    const after = row.after as Record<string, string>;
    expect(after.reason).toBe('hash mismatch');
    expect(after.status.length).toBeLessThan(200);
    expect(after.status).toMatch(/cut\]$/);
    expect(JSON.stringify(row).length).toBeLessThan(2000);
  });

  it('POST /api/payments/failure with a 60 KB txnid keeps the entity id and details short', async () => {
    const res = await api.post('/api/payments/failure', form({ ...gatewayResult('failure'), txnid: 't'.repeat(60 * 1024) }));
    expect(res.status).toBe(400);
    const row = await latestRejection();
    expect(row.entityId!.length).toBeLessThanOrEqual(150);
    expect(JSON.stringify(row).length).toBeLessThan(2000);
  });
});
