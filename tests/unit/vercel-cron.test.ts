import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Vercel calls each declared cron path with GET and Authorization: Bearer $CRON_SECRET. The route's answers
// (401 without or with a wrong secret, 200 with it) are checked on a running server in tests/e2e/deployment.spec.ts
// (reconcile) and tests/api/purge-job.test.ts (purge).
const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as { crons?: { path: string; schedule: string }[] };

describe('vercel.json', () => {
  it('declares the reconciliation every 5 minutes, the purge daily at 03:00 IST and the yearly statements daily in April at 09:00 IST, on routes that answer GET', () => {
    expect(vercel.crons).toEqual([
      { path: '/api/cron/reconcile', schedule: '*/5 * * * *' },
      // Vercel's schedules are in UTC: 03:30 UTC is 09:00 in India.
      { path: '/api/cron/yearly-statements', schedule: '30 3 * 4 *' },
      // 21:30 UTC is 03:00 IST.
      { path: '/api/cron/purge', schedule: '30 21 * * *' },
    ]);
    for (const cron of vercel.crons!) {
      const route = path.join('app', ...cron.path.split('/').filter(Boolean), 'route.ts');
      expect(existsSync(route), route).toBe(true);
      expect(readFileSync(route, 'utf8')).toMatch(/\bGET\b/);
    }
  });

  it('is the schedule README gives the other hosts', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('*/5 * * * * curl -fsS -X POST -H "Authorization: Bearer $CRON_SECRET"');
    expect(readme).toContain('every 5 minutes');
    expect(readme).toContain('30 21 * * * curl -fsS -X POST -H "Authorization: Bearer $CRON_SECRET" http://127.0.0.1:3000/api/cron/purge');
  });
});
