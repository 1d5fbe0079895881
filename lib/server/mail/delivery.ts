import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, mailOutbox } from '@/db/schema';
import { afterResponse, env, log, withJobId } from '@/lib/server/platform';
import { isConnectionFailure, sendOverSmtp } from './transport';

const MAX_ATTEMPTS = 8;
/** 1 min, 2, 4 ... capped at 1 h: a mail server that is down for a while still gets the mail later. */
export function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * A claimed mail belongs to its runner for this long. The SMTP timeouts (transport.ts) end any send well
 * before it, so a lease only runs out when the runner died (process killed, instance gone): then the mail
 * is due again and another runner sends it.
 */
export const LEASE_SECONDS = 300;

export type DeliveryReport = { sent: number; failed: number; skipped: boolean; stoppedEarly?: string };
export type DeliveryOptions = {
  limit?: number;
  onlyIds?: number[];
  /** Claim no new mail after this moment (reconciliation gives mail a bounded share of its run). */
  deadline?: number;
};

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Claims one due mail: a row lock with SKIP LOCKED, so any number of runners (requests, cron, instances)
 * each take a different mail and none waits on another; the claim is a lease (next_attempt_at moves to
 * the lease's end), and `attempts` is the claim's token for the update that finishes it.
 */
async function claimOne(onlyIds?: number[]): Promise<Claimed | null> {
  const db = await getDb();
  const due = and(
    or(eq(mailOutbox.status, 'pending'), eq(mailOutbox.status, 'sending')),
    lte(mailOutbox.nextAttemptAt, sql`now()`),
    onlyIds ? inArray(mailOutbox.id, onlyIds) : undefined,
  );
  // A CTE, not `id in (select ... limit 1)`: a locking CTE runs once, while an IN subquery may be re-scanned
  // and claim more rows than its limit.
  const next = db
    .$with('next_mail')
    .as(
      db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true }),
    );
  const [claimed] = await db
    .with(next)
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(mailOutbox.id, db.select({ id: next.id }).from(next)))
    .returning();
  return claimed ?? null;
}

/** Only the runner that still holds the claim may finish it (a runner whose lease ran out changes nothing). */
const stillMine = (m: Claimed) => and(eq(mailOutbox.id, m.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, m.attempts));

async function finish(m: Claimed, error: unknown | null): Promise<void> {
  const db = await getDb();
  if (error === null) {
    await db.transaction(async (tx) => {
      const [sent] = await tx
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(stillMine(m))
        .returning({ sentAt: mailOutbox.sentAt });
      // A document that records its own delivery (a donation receipt's emailed_at) learns it here, when the
      // mail has really left, not when it was queued.
      if (sent) await tx.update(donationReceipts).set({ emailedAt: sent.sentAt }).where(eq(donationReceipts.mailId, m.id));
    });
    return;
  }
  await db
    .update(mailOutbox)
    .set({
      status: m.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(m.attempts)})`,
    })
    .where(stillMine(m));
}

/**
 * Sends the mails that are due, one claim at a time (system callers only: the reconciliation job and the
 * start-up sweep). Without SMTP_URL nothing is sent: mails wait in the
 * outbox, readable by admins. A mail server that cannot be reached (refused, silent, timed out) ends the
 * run after the first such mail: it goes back to the queue with backoff and the rest wait untouched,
 * instead of each costing another timeout.
 */
export async function deliverDueMail(caller: Caller, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  requireSystem(caller, 'reconcile-job', 'mail-sweep');
  return deliverDue(options);
}

async function deliverDue(options: DeliveryOptions): Promise<DeliveryReport> {
  const { limit = 20, onlyIds, deadline } = options;
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) return { sent: 0, failed: 0, skipped: true };
  const report: DeliveryReport = { sent: 0, failed: 0, skipped: false };
  for (let n = 0; n < limit; n++) {
    if (deadline && Date.now() >= deadline) {
      report.stoppedEarly = 'time budget used';
      break;
    }
    const mail = await claimOne(onlyIds);
    if (!mail) break;
    let error: unknown | null = null;
    try {
      await sendOverSmtp(smtpUrl, {
        from: env().MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        attachments: mail.attachments,
      });
    } catch (e) {
      error = e ?? new Error('send failed');
    }
    await finish(mail, error);
    if (error === null) report.sent++;
    else report.failed++;
    if (error !== null && isConnectionFailure(error)) {
      log().warn(`[mail] SMTP server unreachable, delivery paused: ${(error as Error).message}`);
      report.stoppedEarly = 'SMTP server unreachable';
      break;
    }
  }
  return report;
}

let inFlight: Promise<unknown> | null = null;

/** Starts a delivery run in the background after a response (or now, outside a request). */
export function kickMailDelivery(): void {
  const run = () => {
    // The delivery run is a job of its own: its log lines carry a mail-… id, not the request's.
    inFlight ??= withJobId('mail', () => deliverDue({}))
      .catch((error) => log().error({ err: error }, '[mail] delivery run failed'))
      .finally(() => (inFlight = null));
    return inFlight;
  };
  afterResponse(run);
}
