// The office is told (issue 38 item 5): with real rows, a real webhook route and the test SMTP server. One
// incident per condition, one mail per active admin per incident through the outbox, none twice, a new one after
// the condition clears, and two checks at once sending one mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { auditLog, mailOutbox, opsIncidents, payments, users } from '@/db/schema';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import type { SignedInCaller } from '@/lib/server/accounts';
import { deliverDueMail } from '@/lib/server/mail';
import { checkAlerts, openIncidentsForStaff, runReconciliation } from '@/lib/server/operations';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { postWebhook, useRazorpaySandbox } from '@/tests/support/donations';
import { ownDatabaseForThisFile } from '@/tests/support/own-database';
import { startTestSmtp } from '@/tests/support/smtp';
import { createUser, type TestUser } from '@/tests/support/users';

ownDatabaseForThisFile('alerts');

const SECRET = 'cron-secret-for-alerts-0123456789';
const sweep = systemCaller('mail-sweep');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
let admins: TestUser[] = [];
let adminCaller: SignedInCaller;
/** The last outbox id before the test: its own alert mails come after. */
let before = 0;

/** Every active admin's address (the shared PGlite of a one-file run may hold the demo's admin too). */
async function activeAdminEmails(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return rows.map((r) => r.email).sort();
}

async function alertMails() {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'ops_alert'), gt(mailOutbox.id, before)))
    .orderBy(mailOutbox.id);
}

async function incidents(kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(opsIncidents)
    .where(eq(opsIncidents.kind, kind as 'mail_waiting'))
    .orderBy(opsIncidents.id);
}

/** A mail queued `minutes` ago that was never sent (SMTP down since). */
async function stuckMail(minutes: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: 'buyer@example.net',
      subject: 'Order confirmed',
      textBody: 'x',
      createdAt: minutesAgo(minutes),
      nextAttemptAt: minutesAgo(minutes),
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

beforeAll(async () => {
  process.env.CRON_SECRET = SECRET;
  useRazorpaySandbox();
  admins = [await createUser('admin'), await createUser('admin')];
  const away = await createUser('admin');
  const db = await getDb();
  await db.update(users).set({ status: 'disabled' }).where(eq(users.id, away.id));
  const a = admins[0];
  adminCaller = { kind: 'user', userId: a.id, role: 'admin', name: a.name, email: a.email, via: 'session', ip: null } as SignedInCaller;
});

afterAll(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

// Each test starts from a quiet site: nothing waiting, no refusals, no duplicates, no incidents.
beforeEach(async () => {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ status: 'sent' })
    .where(inArray(mailOutbox.status, ['pending', 'sending']));
  await db.delete(auditLog).where(eq(auditLog.action, 'webhook.refused'));
  await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(sql`${payments.duplicateOfPaymentId} is not null`);
  await checkAlerts(sweep);
  await db.delete(opsIncidents).where(sql`true`);
  const [last] = await db.select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` }).from(mailOutbox);
  before = Number(last.id);
});

describe('alerts to the office', () => {
  it('mail due for longer than ALERT_MAIL_WAITING_MINUTES: one incident, one mail per active admin through the outbox, none twice', async () => {
    const emails = await activeAdminEmails();
    expect(emails).toEqual(expect.arrayContaining(admins.map((a) => a.email)));
    await stuckMail(29);
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 0 });
    const stuck = await stuckMail(31);
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 1, open: 1 });
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 0, open: 1 });

    const queued = await alertMails();
    expect(queued.map((m) => m.toAddress).sort()).toEqual(emails);
    expect(queued[0].subject).toBe('Alert: Mail is waiting in the outbox');
    expect(queued[0].textBody).toContain('1 mail has been due for up to 31 minutes');
    expect(queued[0].textBody).toContain('/admin');

    // Delivered by the outbox's own sender to a real SMTP server; another check sends nothing more.
    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      const report = await deliverDueMail(sweep, { onlyIds: queued.map((m) => m.id) });
      expect(report.sent).toBe(emails.length);
      const alerts = smtp.received.filter((m) => m.raw.includes('Subject: Alert: Mail is waiting in the outbox'));
      expect(alerts.flatMap((m) => m.to).sort()).toEqual(emails);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await smtp.close();
    }
    await checkAlerts(sweep);
    expect(await alertMails()).toHaveLength(emails.length);

    // The dashboard and the scrape show it while it is open, in both languages.
    const card = await openIncidentsForStaff(adminCaller);
    expect(card.items).toMatchObject([{ kind: 'mail_waiting', title: 'Mail is waiting in the outbox', admins_mailed: emails.length }]);
    const hindi = await openIncidentsForStaff(adminCaller, 'hi');
    expect(hindi.items[0].title).toBe('आउटबॉक्स में मेल रुकी हुई है');
    const scrape = await api.get<string>('/api/metrics', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(scrape.body).toContain('ssf_alerts_open{kind="mail_waiting"} 1');
    expect(scrape.body).toContain('ssf_alerts_open{kind="webhook_refusals"} 0');

    // Cleared: the incident closes without a mail; the next stall is a new incident with its own mails.
    const db = await getDb();
    await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, stuck));
    await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.toAddress, 'buyer@example.net'));
    expect(await checkAlerts(sweep)).toMatchObject({ closed: 1, open: 0 });
    expect((await openIncidentsForStaff(adminCaller)).items).toEqual([]);
    expect(await alertMails()).toHaveLength(emails.length);
    await stuckMail(45);
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 1 });
    expect(await alertMails()).toHaveLength(2 * emails.length);
    expect((await incidents('mail_waiting')).map((i) => i.closedAt === null)).toEqual([false, true]);
  });

  it('two checks at once open one incident and queue one mail per admin', async () => {
    const emails = await activeAdminEmails();
    for (let i = 0; i < 5; i++)
      expect((await postWebhook({ event: 'payment.captured', payload: {} }, { signature: 'forged' })).status).toBe(400);
    const reports = await Promise.all([checkAlerts(sweep), checkAlerts(systemCaller('reconcile-job')), checkAlerts(sweep)]);
    expect(reports.map((r) => r.opened).reduce((a, b) => a + b)).toBe(1);
    const open = await incidents('webhook_refusals');
    expect(open).toMatchObject([{ subject: 'razorpay', closedAt: null, mailsQueued: emails.length }]);
    const mails = await alertMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(emails);
    expect(mails[0].subject).toBe('Alert: Webhooks from Razorpay fail their signature');
  });

  it('refused webhook signatures: fewer than ALERT_WEBHOOK_REFUSALS stay quiet; the incident closes when the window has passed', async () => {
    for (let i = 0; i < 4; i++) await postWebhook({ event: 'payment.captured', payload: {} }, { signature: 'forged' });
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 0, open: 0 });
    // Refusals seen by another instance count too: they are in the shared audit log.
    const db = await getDb();
    await db
      .insert(auditLog)
      .values({ action: 'webhook.refused', entityType: 'gateway', entityId: 'razorpay', after: { source: 'webhook' } });
    expect(await checkAlerts(sweep)).toMatchObject({ opened: 1 });
    expect(await checkAlerts(sweep, new Date(Date.now() + 16 * 60_000))).toMatchObject({ closed: 1, open: 0 });
  });

  it('a second payment for a paid order that has not gone back opens an incident at the end of reconciliation', async () => {
    const emails = await activeAdminEmails();
    const db = await getDb();
    const [first] = await db
      .insert(payments)
      .values({ gateway: 'razorpay', mode: 'sandbox', amountPaise: 50000, status: 'paid', paidAt: minutesAgo(30) })
      .returning({ id: payments.id });
    const [second] = await db
      .insert(payments)
      .values({
        gateway: 'razorpay',
        mode: 'sandbox',
        amountPaise: 50000,
        status: 'paid',
        paidAt: minutesAgo(5),
        duplicateOfPaymentId: first.id,
      })
      .returning({ id: payments.id });
    // Its automatic refund may still be under way: not yet.
    expect((await runReconciliation(systemCaller('reconcile-job'), new Date(), [])).alerts).toMatchObject({ opened: 0 });
    const later = await runReconciliation(systemCaller('reconcile-job'), new Date(Date.now() + 6 * 60_000), []);
    expect(later.alerts).toMatchObject({ opened: 1, open: 1 });
    expect((await incidents('unexpected_payment'))[0].detail).toMatchObject({ count: 1, payments: String(second.id) });
    expect((await alertMails()).map((m) => m.subject)).toEqual(emails.map(() => 'Alert: A payment the site did not expect'));
    await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, second.id));
    expect(await checkAlerts(sweep, new Date(Date.now() + 7 * 60_000))).toMatchObject({ closed: 1, open: 0 });
  });
});
