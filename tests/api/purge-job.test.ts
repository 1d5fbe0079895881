// The daily purge (issue 35, item 6): GET|POST /api/cron/purge with CRON_SECRET. After 30 days
// (PURGE_ABANDONED_DONATION_DAYS) an unpaid donation attempt loses PAN, phone and address; after 30 days
// (PURGE_MAIL_ATTACHMENT_DAYS) a delivered mail loses its attachments. Paid gifts and mail not yet sent keep theirs.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { donations, mailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';

const SECRET = 'purge-test-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const attachment = [{ filename: 'receipt.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }];

beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.CRON_SECRET;
  delete process.env.PURGE_ABANDONED_DONATION_DAYS;
  resetEnvCache();
});

async function attempt(status: 'pending' | 'failed' | 'paid', createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(donations)
    .values({
      name: `Purge ${randomBytes(3).toString('hex')}`,
      email: `purge-${randomBytes(3).toString('hex')}@example.test`,
      phone: '9876543210',
      address: '7 Mall Road, Kanpur',
      pan: 'ABCPE1234F',
      amountPaise: 50000,
      cause: 'Education',
      causeCode: 'education',
      status,
      paidAt: status === 'paid' ? createdAt : null,
      createdAt,
    })
    .returning();
  return row;
}

async function mail(status: 'sent' | 'pending', at: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: 'someone@example.test',
      subject: 'Receipt',
      textBody: 'Thank you',
      status,
      sentAt: status === 'sent' ? at : null,
      createdAt: at,
      attachments: attachment,
    })
    .returning();
  return row;
}

describe('GET|POST /api/cron/purge', () => {
  it('refuses without the CRON_SECRET bearer token', async () => {
    expect((await api.get('/api/cron/purge')).status).toBe(401);
    expect((await api.post('/api/cron/purge', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('clears PAN, phone and address of unpaid attempts older than 30 days, and attachments of mail sent over 30 days ago', async () => {
    const oldPending = await attempt('pending', ago(31));
    const oldFailed = await attempt('failed', ago(45));
    const recentPending = await attempt('pending', ago(29));
    const oldPaid = await attempt('paid', ago(400));
    const oldSent = await mail('sent', ago(31));
    const recentSent = await mail('sent', ago(29));
    const oldUnsent = await mail('pending', ago(31));

    const res = await api.get('/api/cron/purge', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Purge finished');
    expect(res.body.data.donation_attempts).toBeGreaterThanOrEqual(2);
    expect(res.body.data.mail_attachments).toBeGreaterThanOrEqual(1);

    const db = await getDb();
    const gifts = new Map(
      (
        await db
          .select()
          .from(donations)
          .where(inArray(donations.id, [oldPending.id, oldFailed.id, recentPending.id, oldPaid.id]))
      ).map((d) => [d.id, d]),
    );
    for (const id of [oldPending.id, oldFailed.id]) {
      expect(gifts.get(id)).toMatchObject({ pan: null, phone: '', address: '', amountPaise: 50000 });
      expect(gifts.get(id)!.name).toMatch(/^Purge /);
    }
    expect(gifts.get(recentPending.id)).toMatchObject({ pan: 'ABCPE1234F', phone: '9876543210', address: '7 Mall Road, Kanpur' });
    expect(gifts.get(oldPaid.id)).toMatchObject({ pan: 'ABCPE1234F', phone: '9876543210', address: '7 Mall Road, Kanpur' });

    const mails = new Map(
      (
        await db
          .select()
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, [oldSent.id, recentSent.id, oldUnsent.id]))
      ).map((m) => [m.id, m]),
    );
    expect(mails.get(oldSent.id)).toMatchObject({ attachments: [], textBody: 'Thank you' });
    expect(mails.get(recentSent.id)!.attachments).toEqual(attachment);
    expect(mails.get(oldUnsent.id)!.attachments).toEqual(attachment);

    // A second run finds nothing more of these; a shorter period (PURGE_ABANDONED_DONATION_DAYS=20) reaches the 29-day one.
    const again = await api.post('/api/cron/purge', { headers: { authorization: `Bearer ${SECRET}` } });
    expect(again.status).toBe(200);
    process.env.PURGE_ABANDONED_DONATION_DAYS = '20';
    resetEnvCache();
    await api.post('/api/cron/purge', { headers: { authorization: `Bearer ${SECRET}` } });
    const [shorter] = await db
      .select()
      .from(donations)
      .where(inArray(donations.id, [recentPending.id]));
    expect(shorter).toMatchObject({ pan: null, phone: '', address: '' });
  });
});
