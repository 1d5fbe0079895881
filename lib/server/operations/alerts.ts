import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { auditLog, mailOutbox, opsIncidents, payments, users } from '@/db/schema';
import type { IncidentKind } from '@/lib/domain/incidents';
import type { OpenIncidentsReport } from '@/lib/domain/wire/backoffice';
import { formatIstDateTime } from '@/lib/domain/dates';
import { mailTranslator } from '@/lib/i18n/mail';
import { textTranslator } from '@/lib/i18n/format-text';
import { requireAdmin, requireSystem, type Caller } from '@/lib/server/accounts';
import { enqueueMail } from '@/lib/server/mail';
import { absoluteUrl, atTime, env, log } from '@/lib/server/platform';

// The office is told (issue 38 item 5). A condition that holds opens an incident; at most one is open per
// condition (the partial unique index ops_incidents_open_idx), and the transaction that opens it queues one mail
// to each active admin, so two checks at once (two instances, the minute's sweep beside a reconciliation) send
// one mail each, through the outbox's own retry: the next sweep (each minute under `npm start`) or
// reconciliation sends them, the way every other mail goes. The incident closes when a check finds its condition cleared;
// a later one opens (and mails) anew. Checks run in jobs (the mail sweep of `npm start`, each reconciliation),
// never in a visitor's request.

/** A duplicate payment's automatic refund normally goes out within seconds; only one still here after this alarms. */
const UNEXPECTED_PAYMENT_GRACE_MINUTES = 10;

type At = ReturnType<typeof atTime>;
const GATEWAY_NAMES: Record<string, string> = { razorpay: 'Razorpay', easebuzz: 'Easebuzz' };
type Condition = { kind: IncidentKind; subject: string; detail: Record<string, number | string> };

async function mailWaiting(db: DbOrTx, at: At, minutes: number): Promise<Condition[]> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number>`coalesce(extract(epoch from (${at} - min(${mailOutbox.createdAt}))), 0)::float8`,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        sql`${mailOutbox.nextAttemptAt} <= ${at}`,
        sql`${mailOutbox.createdAt} < ${at} - make_interval(mins => ${minutes})`,
      ),
    );
  const count = Number(row?.count ?? 0);
  return count ? [{ kind: 'mail_waiting', subject: '', detail: { count, minutes: Math.floor(Number(row.oldest) / 60) } }] : [];
}

async function webhookRefusals(db: DbOrTx, at: At, refusals: number, minutes: number): Promise<Condition[]> {
  const rows = await db
    .select({ gateway: auditLog.entityId, count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'webhook.refused'), sql`${auditLog.createdAt} >= ${at} - make_interval(mins => ${minutes})`))
    .groupBy(auditLog.entityId)
    .having(sql`count(*) >= ${refusals}`);
  return rows.map((r) => ({ kind: 'webhook_refusals', subject: r.gateway ?? '', detail: { count: Number(r.count), minutes } }));
}

async function unexpectedPayments(db: DbOrTx, at: At): Promise<Condition[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.duplicateOfPaymentId),
        inArray(payments.status, ['paid', 'partially_refunded']),
        sql`coalesce(${payments.paidAt}, ${payments.createdAt}) < ${at} - make_interval(mins => ${UNEXPECTED_PAYMENT_GRACE_MINUTES})`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(50);
  if (!rows.length) return [];
  return [{ kind: 'unexpected_payment', subject: '', detail: { count: rows.length, payments: rows.map((r) => r.id).join(',') } }];
}

async function conditionsNow(db: DbOrTx, now: Date): Promise<Condition[]> {
  const cfg = env();
  const at = atTime(now);
  return [
    ...(await mailWaiting(db, at, cfg.ALERT_MAIL_WAITING_MINUTES)),
    ...(await webhookRefusals(db, at, cfg.ALERT_WEBHOOK_REFUSALS, cfg.ALERT_WEBHOOK_WINDOW_MINUTES)),
    ...(await unexpectedPayments(db, at)),
  ];
}

/** An incident's title and detail in `locale`, from the `alerts` texts. */
function incidentText(locale: 'en' | 'hi', kind: IncidentKind, subject: string, detail: Record<string, number | string>) {
  const t = textTranslator(locale);
  const values = { ...detail, gateway: GATEWAY_NAMES[subject] ?? subject };
  return { title: t(`alerts.${kind}.title`, values), detail: t(`alerts.${kind}.detail`, values) };
}

/** The mail each active admin gets when an incident opens (the admins' texts are English, as the back-office is). */
async function queueIncidentMails(tx: DbOrTx, condition: Condition, openedAt: Date): Promise<number> {
  const admins = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNull(users.erasedAt)))
    .orderBy(asc(users.id));
  const mail = mailTranslator('en');
  const { title, detail } = incidentText('en', condition.kind, condition.subject, condition.detail);
  for (const admin of admins) {
    await enqueueMail(tx, {
      kind: 'ops_alert',
      to: admin.email,
      subject: mail.t('alert.subject', { title }),
      text: [
        mail.t('alert.greeting', { name: admin.name }),
        '',
        mail.t('alert.body'),
        '',
        `${title}. ${detail}`,
        '',
        mail.t('alert.opened', { time: formatIstDateTime(openedAt) }),
        mail.t('alert.link', { url: absoluteUrl('/admin') }),
        '',
      ].join('\n'),
    });
  }
  return admins.length;
}

export type AlertCheckReport = { open: number; opened: number; closed: number };

/**
 * One check: opens an incident (and queues its mails) for each condition that holds and has none open, notes
 * the latest figures on those already open, and closes the open ones whose condition has cleared.
 */
export async function checkAlerts(caller: Caller, now: Date = new Date()): Promise<AlertCheckReport> {
  requireSystem(caller, 'mail-sweep', 'reconcile-job');
  const db = await getDb();
  const holding = await conditionsNow(db, now);
  let opened = 0;
  for (const condition of holding) {
    const incident = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(opsIncidents)
        .values({ kind: condition.kind, subject: condition.subject, detail: condition.detail, openedAt: now, lastSeenAt: now })
        .onConflictDoNothing({ target: [opsIncidents.kind, opsIncidents.subject], where: sql.raw('closed_at is null') })
        .returning({ id: opsIncidents.id });
      if (!row) {
        await tx
          .update(opsIncidents)
          .set({ detail: condition.detail, lastSeenAt: now })
          .where(and(eq(opsIncidents.kind, condition.kind), eq(opsIncidents.subject, condition.subject), isNull(opsIncidents.closedAt)));
        return null;
      }
      const mails = await queueIncidentMails(tx, condition, now);
      await tx.update(opsIncidents).set({ mailsQueued: mails }).where(eq(opsIncidents.id, row.id));
      return { id: row.id, mails };
    });
    if (incident) {
      opened++;
      const { title, detail } = incidentText('en', condition.kind, condition.subject, condition.detail);
      log().error(
        { alert: condition.kind, subject: condition.subject, incident: incident.id, admins_mailed: incident.mails },
        `[alert] ${title}: ${detail}`,
      );
    }
  }
  const open = await db.select().from(opsIncidents).where(isNull(opsIncidents.closedAt));
  let closed = 0;
  for (const incident of open) {
    if (holding.some((c) => c.kind === incident.kind && c.subject === incident.subject)) continue;
    const done = await db
      .update(opsIncidents)
      .set({ closedAt: now })
      // Not one another check opened or saw after this one read its conditions (it read them earlier).
      .where(and(eq(opsIncidents.id, incident.id), isNull(opsIncidents.closedAt), sql`${opsIncidents.lastSeenAt} < ${atTime(now)}`))
      .returning({ id: opsIncidents.id });
    if (done.length) {
      closed++;
      log().info({ alert: incident.kind, subject: incident.subject, incident: incident.id }, `[alert] ${incident.kind} cleared`);
    }
  }
  return { open: open.length - closed, opened, closed };
}

/** Open incidents per kind, for the metrics scrape (`ssf_alerts_open{kind}`). */
export async function openIncidentCounts(): Promise<Record<IncidentKind, number>> {
  const db = await getDb();
  const rows = await db
    .select({ kind: opsIncidents.kind, n: sql<number>`count(*)::int` })
    .from(opsIncidents)
    .where(isNull(opsIncidents.closedAt))
    .groupBy(opsIncidents.kind);
  const counts: Record<IncidentKind, number> = { mail_waiting: 0, webhook_refusals: 0, unexpected_payment: 0 };
  for (const r of rows) counts[r.kind] = Number(r.n);
  return counts;
}

/** The dashboard's warnings card: the open incidents, oldest first, worded in `locale`. Admins only. */
export async function openIncidentsForStaff(caller: Caller, locale: 'en' | 'hi' = 'en'): Promise<OpenIncidentsReport> {
  requireAdmin(caller);
  const db = await getDb();
  const rows = await db
    .select()
    .from(opsIncidents)
    .where(isNull(opsIncidents.closedAt))
    .orderBy(asc(opsIncidents.openedAt), asc(opsIncidents.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      ...incidentText(locale, r.kind, r.subject, r.detail),
      opened_at: r.openedAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      admins_mailed: r.mailsQueued,
    })),
  };
}
