import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IncidentKind } from '@/lib/domain/incidents';
import type { MailStatus } from '@/lib/domain/mail';
import { createdAt, id, tstz } from './columns';
import { users } from './users';

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** Every mail is written here first (in the caller's transaction) and delivered by the sender. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull().default('general'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The outbox list's order (newest first, id breaking ties).
    index('mail_outbox_created_id_idx').on(t.createdAt, t.id),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** Who changed what in the back-office, with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The log's order (newest first, id breaking ties), and the same order within one person's entries.
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt, t.id),
    // The alert check counts each gateway's refused signatures of the last minutes (lib/server/operations/alerts.ts).
    index('audit_log_webhook_refused_idx')
      .on(t.entityId, t.createdAt)
      .where(sql`${t.action} = 'webhook.refused'`),
  ],
);

/** Fixed-window counters kept in Postgres so limits hold across server instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: tstz('reset_at').notNull(),
});

/** Small key/value facts about this database (e.g. when demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: createdAt(),
});

/**
 * Idempotency-Key of create requests (orders, payments, donations): the first result is stored with a
 * fingerprint of the request, so a retry with the same key gets that result again and nothing new happens.
 * A row in 'started' is a request in flight (or one that died before committing: it may be taken over once
 * its lease has passed, because the result is written in the same transaction as the effect).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    /** Who sent it (user id or 'guest'): two callers never share a key. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<'started' | 'completed'>().notNull().default('started'),
    response: jsonb('response').$type<unknown>(),
    leaseUntil: tstz('lease_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.owner, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_status_check', sql`${t.status} in ('started', 'completed')`),
  ],
);

/**
 * Something the office must be told about (lib/server/operations/alerts.ts): open while its condition holds.
 * At most one open incident per condition (kind and subject, e.g. webhook refusals of one gateway), so two
 * checks at once open one, and its mails to the admins are queued in the transaction that opens it.
 */
export const opsIncidents = pgTable(
  'ops_incidents',
  {
    id: id(),
    kind: text('kind').$type<IncidentKind>().notNull(),
    /** Which one of its kind: a gateway's name for webhook refusals, '' when the kind has only one. */
    subject: text('subject').notNull().default(''),
    /** The figures the last check saw (minutes waited, refusals counted, payments found). */
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    openedAt: tstz('opened_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
    mailsQueued: integer('mails_queued').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ops_incidents_open_idx')
      .on(t.kind, t.subject)
      .where(sql`${t.closedAt} is null`),
    index('ops_incidents_opened_idx').on(t.openedAt, t.id),
    check('ops_incidents_kind_check', sql`${t.kind} in ('mail_waiting', 'webhook_refusals', 'unexpected_payment')`),
  ],
);
