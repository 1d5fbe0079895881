import 'server-only';
import { and, asc, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { istDayRange } from '@/lib/domain/dates';
import { getDb } from '@/db';
import { auditLog, mailOutbox, users } from '@/db/schema';
import type { MailStatus } from '@/lib/domain/mail';
import type { AuditEntry, OutboxEntry } from '@/lib/domain/wire/backoffice';
import type { Paginated } from '@/lib/domain/wire/page';
import { countOf, pageAndCount, recordAudit, rowCount, type PageQuery } from '@/lib/server/platform';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { fail } from '@/lib/domain/errors';
import { kickMailDelivery } from '@/lib/server/mail';

// Admin-only views: the mail outbox (with retry) and the audit log.

export async function listOutbox(caller: Caller, q: PageQuery & { status?: MailStatus }): Promise<Paginated<OutboxEntry>> {
  requireAdmin(caller);
  const db = await getDb();
  const filter = q.status ? eq(mailOutbox.status, q.status) : undefined;
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: mailOutbox.id,
            kind: mailOutbox.kind,
            to: mailOutbox.toAddress,
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            attempts: mailOutbox.attempts,
            lastError: mailOutbox.lastError,
            nextAttemptAt: mailOutbox.nextAttemptAt,
            sentAt: mailOutbox.sentAt,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .where(filter)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(mailOutbox).where(filter)),
    },
    (rows) =>
      rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        last_error: m.lastError,
        next_attempt_at: m.nextAttemptAt.toISOString(),
        sent_at: m.sentAt?.toISOString() ?? null,
        created_at: m.createdAt.toISOString(),
      })),
  );
}

/** Puts a failed (or waiting) mail back in the queue now, audited, and starts a delivery run. */
export async function retryOutboxMail(caller: Caller, id: number): Promise<{ id: number; status: 'pending' }> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for('update');
    if (!before) throw fail('mail.not_found');
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, attempts: 0 })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'pending'])))
      .returning({ id: mailOutbox.id });
    if (rows.length === 0) throw fail('mail.not_retryable');
    await recordAudit(tx, actor, {
      action: 'mail.retry',
      entityType: 'mail',
      entityId: id,
      before,
      after: { status: 'pending', attempts: 0 },
      ip: actor.ip,
    });
  });
  kickMailDelivery();
  return { id, status: 'pending' };
}

type AuditQuery = PageQuery & {
  entity_type?: string;
  entity_id?: string;
  action?: string;
  actor_id?: number;
  /** Inclusive India days (yyyy-mm-dd or dd/mm/yyyy). */
  from?: string;
  to?: string;
};

export async function listAuditLog(caller: Caller, q: AuditQuery): Promise<Paginated<AuditEntry>> {
  requireAdmin(caller);
  const db = await getDb();
  const where: SQL[] = [];
  if (q.actor_id) where.push(eq(auditLog.actorUserId, q.actor_id));
  const days = istDayRange(q.from, q.to);
  if (days.from) where.push(gte(auditLog.createdAt, days.from));
  if (days.to) where.push(lt(auditLog.createdAt, days.to));
  if (q.entity_type) where.push(eq(auditLog.entityType, q.entity_type));
  if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
  if (q.action) where.push(eq(auditLog.action, q.action));
  const filter = where.length ? and(...where) : undefined;
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db
          .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(filter)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(auditLog).where(filter)),
    },
    (rows) =>
      rows.map(({ entry, actorName, actorEmail }) => ({
        id: entry.id,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName, email: actorEmail, role: entry.actorRole } : null,
        before: entry.before,
        after: entry.after,
        ip: entry.ip,
        created_at: entry.createdAt.toISOString(),
      })),
  );
}

/** The people who appear in the audit log (the Person filter), by name. */
export async function auditActors(caller: Caller): Promise<{ id: number; name: string }[]> {
  requireAdmin(caller);
  const db = await getDb();
  // Each user looked up once in the actor index, where a join of the whole log then DISTINCT read every entry.
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(eq(auditLog.actorUserId, users.id)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}
