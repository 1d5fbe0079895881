import 'server-only';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, mailOutbox } from '@/db/schema';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { PAN_CLEARED } from '@/lib/server/donations/pan';
import { env, log } from '@/lib/server/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PurgeReport = { donation_attempts: number; mail_attachments: number };

/**
 * The daily purge (issue 35, item 6; the privacy notice states its periods): /api/cron/purge and `npm run purge`.
 * A donation attempt never paid carries no tax duty: after PURGE_ABANDONED_DONATION_DAYS it loses the PAN, phone
 * and address typed into it (name, e-mail and amount stay, so the office can still see that it was tried).
 * A delivered mail's attachments (receipts, invoices) are copies of stored documents: after
 * PURGE_MAIL_ATTACHMENT_DAYS they go. Mail still waiting to be sent keeps them. Safe to run twice.
 */
export async function runPurge(caller: Caller, now = new Date()): Promise<PurgeReport> {
  requireSystem(caller, 'purge-job');
  const { PURGE_ABANDONED_DONATION_DAYS, PURGE_MAIL_ATTACHMENT_DAYS } = env();
  const db = await getDb();
  const attemptsBefore = new Date(now.getTime() - PURGE_ABANDONED_DONATION_DAYS * DAY_MS);
  const mailsBefore = new Date(now.getTime() - PURGE_MAIL_ATTACHMENT_DAYS * DAY_MS);
  const attempts = await db
    .update(donations)
    .set({ ...PAN_CLEARED, phone: '', address: '', updatedAt: sql`now()` })
    .where(
      and(
        ne(donations.status, 'paid'),
        isNull(donations.paidAt),
        lt(donations.createdAt, attemptsBefore),
        or(sql`${donations.pan} is not null`, ne(donations.phone, ''), ne(donations.address, '')),
      ),
    )
    .returning({ id: donations.id });
  const mails = await db
    .update(mailOutbox)
    .set({ attachments: [] })
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, mailsBefore), sql`${mailOutbox.attachments} <> '[]'::jsonb`))
    .returning({ id: mailOutbox.id });
  const report = { donation_attempts: attempts.length, mail_attachments: mails.length };
  log().info({ purge: report }, '[purge] finished');
  return report;
}
