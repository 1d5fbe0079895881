// Jobs outside the server expire what they change (lib/server/cache/deliver-expiry.ts): a job's process
// (`npm run reconcile`) sends its expired tags to the running app, POST /api/cron/expire with CRON_SECRET.
// The end-to-end proof (pages really fresh) is tests/e2e/jobs.spec.ts.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { expireAfter, sendExpiriesToApp } from '@/lib/server/cache';
import { resetEnvCache } from '@/lib/server/platform';

const SECRET = 'cron-secret-for-expire-0123456789';
const saved = { CRON_SECRET: process.env.CRON_SECRET, APP_URL: process.env.APP_URL };

beforeEach(() => {
  process.env.CRON_SECRET = SECRET;
  resetEnvCache();
});
afterEach(() => {
  Object.assign(process.env, saved);
  resetEnvCache();
});

describe('POST /api/cron/expire', () => {
  it('refuses a caller without the cron secret (401)', async () => {
    expect((await api.post('/api/cron/expire', { body: { tags: ['donors'] } })).status).toBe(401);
    expect((await api.post('/api/cron/expire', { token: 'wrong', body: { tags: ['donors'] } })).status).toBe(401);
  });

  it('refuses what is not a list of cache tags (422)', async () => {
    for (const body of [{}, { tags: [] }, { tags: ['Not A Tag'] }, { tags: 'donors' }])
      expect((await api.post('/api/cron/expire', { token: SECRET, body })).status).toBe(422);
  });

  it('expires the tags it is sent (200)', async () => {
    const res = await api.post('/api/cron/expire', { token: SECRET, body: { tags: ['donors', 'product:12'] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ expired: ['donors', 'product:12'] });
  });
});

describe('a job in its own process', () => {
  it("sends each write's expired tags to the app at APP_URL, with CRON_SECRET", async () => {
    const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const app = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body });
        res.setHeader('Content-Type', 'application/json');
        res.end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    try {
      process.env.APP_URL = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
      resetEnvCache();
      sendExpiriesToApp();
      await expireAfter('donation.paid');
      expect(received).toHaveLength(1);
      expect(received[0].url).toBe('/api/cron/expire');
      expect(received[0].headers.authorization).toBe(`Bearer ${SECRET}`);
      expect(JSON.parse(received[0].body)).toEqual({ tags: ['donors'] });
    } finally {
      app.close();
    }
  });
});
