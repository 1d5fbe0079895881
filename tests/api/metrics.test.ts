import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { postWebhook, useRazorpaySandbox } from '@/tests/support/donations';
import { getDb } from '@/db';
import { mailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { countCacheAnswer, countRequest } from '@/lib/server/platform/metrics';

const SECRET = 'cron-secret-for-metrics-0123456789';
const bearer = (s: string) => ({ headers: { authorization: `Bearer ${s}` } });

/** The value of an unlabelled series (or the first line starting with `series`). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in the scrape`);
  return Number(line.split(' ').at(-1));
}

beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  resetEnvCache();
  useRazorpaySandbox();
});
afterAll(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

describe('GET /api/metrics', () => {
  it('refuses a scrape without the cron secret or with another one (401, the JSON envelope)', async () => {
    const none = await api.get('/api/metrics');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, data: null });
    expect((await api.get('/api/metrics', bearer('not-the-secret'))).status).toBe(401);
  });

  it('answers Prometheus text with the request, webhook, reconcile and backlog series', async () => {
    const db = await getDb();
    await db.insert(mailOutbox).values({
      toAddress: 'office@example.test',
      subject: 'Stuck',
      textBody: 'x',
      createdAt: sql`now() - interval '40 minutes'`,
      nextAttemptAt: sql`now() - interval '1 minute'`,
    });
    countRequest('GET', '/api/products?page=2', 200, 12);
    countRequest('GET', '/no/such/page', 404, 3);
    countCacheAnswer('/shop?category=bags', 200, 'HIT');
    countCacheAnswer('/api/products', 200, undefined);
    const refused = await postWebhook({ event: 'payment.captured', payload: {} }, { signature: 'ab'.repeat(32) });
    expect(refused.status).toBe(400);
    const run = await api.post('/api/cron/reconcile', bearer(SECRET));
    expect(run.status).toBe(200);

    const res = await api.get<string>('/api/metrics', bearer(SECRET));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = res.body;
    for (const name of [
      'ssf_http_requests_total',
      'ssf_http_request_duration_seconds',
      'ssf_webhooks_refused_total',
      'ssf_reconcile_runs_total',
      'ssf_reconcile_findings_total',
      'ssf_mail_outbox_due',
      'ssf_mail_outbox_failed',
      'ssf_mail_outbox_oldest_due_age_seconds',
      'ssf_orders_pending_payment',
      'ssf_donations_pending_payment',
      'ssf_alerts_open',
      'ssf_next_cache_answers_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(value(text, 'ssf_http_requests_total{route_group="api/products",method="GET",status="200"}')).toBeGreaterThanOrEqual(1);
    // A made-up address adds no series of its own.
    expect(value(text, 'ssf_http_requests_total{route_group="not-found",method="GET",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/no/such/page');
    // Next's x-nextjs-cache header, lowercased; an answer without it is not counted.
    expect(value(text, 'ssf_next_cache_answers_total{route_group="page",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/ssf_next_cache_answers_total\{route_group="api\/products"/);
    // The stuck mail (40 minutes) opened an incident at the end of the reconcile run.
    expect(value(text, 'ssf_alerts_open{kind="mail_waiting"}')).toBe(1);
    expect(value(text, 'ssf_webhooks_refused_total{gateway="razorpay"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ssf_reconcile_runs_total{outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ssf_mail_outbox_due')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'ssf_mail_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('reads the outbox backlog at scrape time', async () => {
    const db = await getDb();
    await db.insert(mailOutbox).values({
      toAddress: 'office@example.test',
      subject: 'Stuck too',
      textBody: 'x',
      createdAt: sql`now() - interval '50 minutes'`,
      nextAttemptAt: sql`now() - interval '1 minute'`,
    });
    const text = (await api.get<string>('/api/metrics', bearer(SECRET))).body;
    expect(value(text, 'ssf_mail_outbox_due')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ssf_mail_outbox_oldest_due_age_seconds')).toBeGreaterThanOrEqual(50 * 60 - 5);
  });
});
