import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { mailOutbox, type MailAttachment } from '@/db/schema';
import { env } from '@/lib/server/platform';
import { sendOverSmtp } from './transport';

export type OutgoingMail = {
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

const MAX_ATTEMPTS = 8;
/** 1 min, 2, 4 ... capped at 1 h: a mail server that is down for a while still gets the mail later. */
export function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}
/** A mail stuck in 'sending' (the process died mid-send) is retried after this long. */
const SENDING_TIMEOUT_SECONDS = 300;

/** Records a mail; pass the caller's transaction so the mail exists exactly when the change does. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind ?? 'general',
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

export type DeliveryReport = { sent: number; failed: number; skipped: boolean };

/**
 * Sends the mails that are due. Without SMTP_URL nothing is sent: mails wait in the outbox, readable by
 * admins. Each row is claimed with a conditional update, so two senders never send the same mail.
 */
export async function deliverDueMail(caller: Caller, options: { limit?: number; onlyIds?: number[] } = {}): Promise<DeliveryReport> {
  requireSystem(caller, 'reconcile-job', 'mail-sweep');
  return deliverDue(options);
}

async function deliverDue(options: { limit?: number; onlyIds?: number[] }): Promise<DeliveryReport> {
  const { limit = 20, onlyIds } = options;
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) return { sent: 0, failed: 0, skipped: true };
  const db = await getDb();
  const isDue = or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, sql`now() - make_interval(secs => ${SENDING_TIMEOUT_SECONDS})`)),
  );
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(onlyIds ? and(inArray(mailOutbox.id, onlyIds), isDue) : isDue)
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);

  const report: DeliveryReport = { sent: 0, failed: 0, skipped: false };
  for (const { id } of due) {
    const [claimed] = await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'sending'])))
      .returning();
    if (!claimed) continue;
    try {
      await sendOverSmtp(smtpUrl, {
        from: env().MAIL_FROM,
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.textBody,
        html: claimed.htmlBody ?? undefined,
        attachments: claimed.attachments,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, id));
      report.sent++;
    } catch (error) {
      const giveUp = claimed.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(claimed.attempts)})`,
        })
        .where(eq(mailOutbox.id, id));
      report.failed++;
    }
  }
  return report;
}

let inFlight: Promise<unknown> | null = null;

/** Starts a delivery run in the background after a response (or now, outside a request). */
export function kickMailDelivery(): void {
  const run = () => {
    inFlight ??= deliverDue({})
      .catch((error) => console.error('[mail] delivery run failed', error))
      .finally(() => (inFlight = null));
    return inFlight;
  };
  import('next/server').then(({ after }) => after(run)).catch(() => setTimeout(run, 0));
}
