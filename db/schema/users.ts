import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role, UserStatus } from '@/lib/domain/roles';
import { createdAt, id, tstz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    address: text('address'),
    /** The rest of the postal address (issue 37), offered at checkout: all optional. */
    landmark: text('landmark'),
    city: text('city'),
    /** A state or union territory's English name (lib/domain/india-states.ts). */
    state: text('state'),
    postalCode: text('postal_code'),
    /** A path on this site (/api/files/12) or an absolute URL; made absolute on the wire. */
    photo: text('photo'),
    role: text('role').$type<Role>().notNull().default('user'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    /** When the address in `email` was confirmed through a mailed link; null until then (the account still shops). */
    emailVerifiedAt: tstz('email_verified_at'),
    /** Two-factor sign-in (TOTP): the secret, sealed (platform/sealed-secret.ts); null when off or not yet confirmed. */
    totpSecret: text('totp_secret'),
    /** The last time step whose code was accepted: a code is never taken twice (replay within its window). */
    totpLastStep: integer('totp_last_step'),
    /** Erased at the person's request (DPDP Act): personal fields are gone, tax records stay, marked. */
    erasedAt: tstz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // PGlite has no citext: uniqueness is on the lowercased address.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role, t.status),
    check('users_role_check', sql`${t.role} in ('admin', 'manager', 'user')`),
    check('users_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Opaque bearer tokens for /api clients; only the SHA-256 of the token is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull().default('api'),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/**
 * One row per signed-in browser session (the Auth.js JWT carries its id). Checked on every request, so
 * logout, "sign out everywhere", a password change and a role change end sessions on the server, not when
 * the cookie expires.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/**
 * Forgotten-password links: only the SHA-256 of the random token is stored, so a copy of the table opens
 * nothing. A link works once (used_at is set in the same statement that accepts it) and for 30 minutes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Mailed links that confirm an address: the account's own (after registration) or a new one it asked to move
 * to (`email` differs from the account's until the link is used). Only the SHA-256 of the token is stored.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);

/** Two-factor recovery codes: ten per set-up, each good once, stored as SHA-256 only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A two-factor set-up begun but not yet confirmed with a first code: the sealed secret waits here. */
export const totpEnrolments = pgTable('totp_enrolments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
