// Mail delivery under faults: several runners at once, a runner that died holding a mail, a mail server
// that refuses and comes back, and one that accepts connections and never answers.
import { describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { deliverDueMail, enqueueMail, LEASE_SECONDS } from '@/lib/server/mail';
import { api } from '@/tests/support/api';
import { onPostgres, ownDatabaseForThisFile } from '@/tests/support/own-database';
import { freePort } from '@/tests/support/ports';
import { startSilentServer } from '@/tests/support/silent-smtp';
import { startTestSmtp, type ReceivedMail } from '@/tests/support/smtp';

ownDatabaseForThisFile('faults_mail');

const sweep = systemCaller('mail-sweep');

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

async function queue(label: string, n: number): Promise<number[]> {
  const db = await getDb();
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push(await enqueueMail(db, { to: `${label}-${i}@example.net`, subject: `${label} #${i}`, text: 'Hello' }));
  return ids;
}

/** How many times each of the mails arrived (by its unique recipient). */
function deliveries(received: ReceivedMail[], label: string, n: number): number[] {
  return Array.from({ length: n }, (_, i) => received.filter((m) => m.to.includes(`${label}-${i}@example.net`)).length);
}

async function statuses(ids: number[]) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/** Lets time pass for these mails: their backoff or lease is over. */
async function makeDue(ids: number[]) {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(inArray(mailOutbox.id, ids));
}

describe.skipIf(!onPostgres)('mail delivery under faults (PostgreSQL)', () => {
  it('four concurrent delivery runners send each of 60 mails exactly once', async () => {
    const smtp = await startTestSmtp();
    try {
      const ids = await queue('four', 60);
      useSmtp(smtp.url);
      const reports = await Promise.all([1, 2, 3, 4].map(() => deliverDueMail(sweep, { limit: 100, onlyIds: ids })));
      const counts = deliveries(smtp.received, 'four', 60);
      console.log(`[faults] four runners: ${reports.map((r) => r.sent).join('+')} sent, ${counts.filter((c) => c > 1).length} duplicates`);
      expect(counts).toEqual(Array(60).fill(1));
      expect(reports.reduce((s, r) => s + r.sent, 0)).toBe(60);
      expect((await statuses(ids)).every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    } finally {
      useSmtp(undefined);
      await smtp.close();
    }
  });

  it('two overlapping POST /api/cron/reconcile runs send each due mail once', async () => {
    const smtp = await startTestSmtp();
    process.env.CRON_SECRET = 'cron-secret-for-tests-0123456789';
    try {
      await queue('cron', 30);
      useSmtp(smtp.url);
      const auth = { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } };
      const runs = await Promise.all([api.post('/api/cron/reconcile', auth), api.post('/api/cron/reconcile', auth)]);
      expect(runs.map((r) => r.status)).toEqual([200, 200]);
      expect(deliveries(smtp.received, 'cron', 30)).toEqual(Array(30).fill(1));
    } finally {
      useSmtp(undefined);
      await smtp.close();
    }
  });

  it('a mail held by a runner that died is sent by another runner once its lease has run out', async () => {
    const smtp = await startTestSmtp();
    try {
      const [id] = await queue('lease', 1);
      const db = await getDb();
      // What a runner killed mid-send leaves behind: the mail claimed, its lease running.
      await db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(inArray(mailOutbox.id, [id]));
      useSmtp(smtp.url);
      expect((await deliverDueMail(sweep, { onlyIds: [id] })).sent).toBe(0);
      await makeDue([id]);
      expect((await deliverDueMail(sweep, { onlyIds: [id] })).sent).toBe(1);
      expect(deliveries(smtp.received, 'lease', 1)).toEqual([1]);
      expect((await statuses([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      useSmtp(undefined);
      await smtp.close();
    }
  });

  it('while the SMTP server refuses, mails wait with backoff; when it is back each is sent exactly once', async () => {
    const port = await freePort();
    const ids = await queue('refused', 10);
    useSmtp(`smtp://127.0.0.1:${port}`);
    try {
      const down = await deliverDueMail(sweep, { limit: 100, onlyIds: ids });
      expect(down).toMatchObject({ sent: 0, failed: 1, stoppedEarly: 'SMTP server unreachable' });
      const waiting = await statuses(ids);
      expect(waiting.every((m) => m.status === 'pending')).toBe(true);
      const tried = waiting.filter((m) => m.attempts === 1);
      expect(tried).toHaveLength(1);
      expect(tried[0].nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

      const smtp = await startTestSmtp({ port });
      try {
        await makeDue(ids);
        const runs = await Promise.all([1, 2].map(() => deliverDueMail(sweep, { limit: 100, onlyIds: ids })));
        expect(runs[0].sent + runs[1].sent).toBe(10);
        expect(deliveries(smtp.received, 'refused', 10)).toEqual(Array(10).fill(1));
      } finally {
        await smtp.close();
      }
    } finally {
      useSmtp(undefined);
    }
  });

  it('an SMTP server that accepts and never answers does not hold up POST /api/cron/reconcile', { timeout: 30_000 }, async () => {
    const silent = await startSilentServer();
    process.env.CRON_SECRET = 'cron-secret-for-tests-0123456789';
    try {
      const ids = await queue('silent', 5);
      useSmtp(silent.url);
      const started = performance.now();
      const res = await api.post('/api/cron/reconcile', { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
      console.log(`[faults] reconcile with a silent SMTP server answered in ${Math.round(performance.now() - started)} ms`);
      expect(res.status).toBe(200);
      expect(res.body.data.mail).toMatchObject({ sent: 0, stopped: 'SMTP server unreachable' });
      const rows = await statuses(ids);
      expect(rows.every((m) => m.status === 'pending')).toBe(true);
      expect(rows.filter((m) => m.attempts === 1)).toHaveLength(1);
      expect(rows.find((m) => m.attempts === 1)!.lastError).toMatch(/greeting|timeout/i);
    } finally {
      useSmtp(undefined);
      await silent.close();
    }
  });
});
