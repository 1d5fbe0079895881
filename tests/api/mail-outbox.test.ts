import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { deliverDueMail, enqueueMail } from '@/lib/server/mail';
import { freePort } from '@/tests/support/ports';
import { startTestSmtp } from '@/tests/support/smtp';

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

afterEach(() => useSmtp(undefined));

describe('mail outbox', () => {
  it('delivers a queued mail, with its attachment, to a real SMTP server', async () => {
    const smtp = await startTestSmtp();
    try {
      const db = await getDb();
      const id = await enqueueMail(db, {
        to: 'donor@example.net',
        subject: 'Your receipt',
        text: 'Thank you for your gift.',
        attachments: [
          { filename: 'receipt.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 test').toString('base64') },
        ],
      });
      useSmtp(smtp.url);
      // Only this test's mail: other test files share the database and queue their own.
      const report = await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [id] });
      expect(report.sent).toBe(1);

      const mail = smtp.received.find((m) => m.to.includes('donor@example.net'));
      expect(mail).toBeDefined();
      expect(mail!.raw).toContain('Subject: Your receipt');
      expect(mail!.raw).toContain('receipt.pdf');
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row.status).toBe('sent');
      expect(row.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps a mail for a later retry when the SMTP server is down', async () => {
    const db = await getDb();
    const id = await enqueueMail(db, { to: 'later@example.net', subject: 'Order confirmed', text: 'Your order is confirmed.' });
    useSmtp(`smtp://127.0.0.1:${await freePort()}`);
    const report = await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [id] });
    expect(report.failed).toBe(1);

    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: a second run right away does not try again.
    await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [id] });
    const [again] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(again.attempts).toBe(1);
  });

  it('without SMTP_URL leaves mails in the outbox', async () => {
    const db = await getDb();
    const id = await enqueueMail(db, { to: 'x@example.net', subject: 'Kept', text: 'Kept' });
    const report = await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [id] });
    expect(report.skipped).toBe(true);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('pending');
  });
});
