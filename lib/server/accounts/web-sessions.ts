import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { apiTokens, users, userSessions } from '@/db/schema';
import { changePasswordSchema } from '@/lib/domain/validation/auth';
import { parseOrRefuse } from '@/lib/server/errors';
import { recordAudit } from '@/lib/server/platform';
import type { Caller, SignedInCaller } from './caller';
import { requireSignedIn } from './guards';
import { hashPassword } from '@/lib/crypto';
import { SESSION_MAX_AGE_SECONDS } from './session-token';
import { reauthenticate } from './reauth';

// The site's sessions live in the database as well as in the cookie: the cookie names a row, and the row
// must be open on every request (request-caller.ts). That is what lets a session end before its cookie
// expires: logout ends one, "sign out everywhere" all, a password change every one but the current.

/** Opens a session row at sign-in; its id goes into the Auth.js JWT. */
export async function openWebSession(userId: number, meta: { ip: string | null; userAgent: string | null }): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(userSessions).values({
    id,
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    expiresAt: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
  });
  return id;
}

/** Logout: the caller's own session (site) or bearer token (/api) stops working at once. */
export async function endOwnSession(caller: Caller): Promise<void> {
  const me = requireSignedIn(caller);
  const db = await getDb();
  if (me.sessionId) {
    await db
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(userSessions.id, me.sessionId), isNull(userSessions.revokedAt)));
  }
  if (me.tokenId) {
    await db
      .update(apiTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiTokens.id, me.tokenId), isNull(apiTokens.revokedAt)));
  }
}

/**
 * Ends every session and bearer token of a user, except the ones named in `keep` (the caller's own, after
 * a password change). Also used when a role changes or a team member is removed.
 */
export async function endAllAccess(db: DbOrTx, userId: number, keep: { sessionId?: string; tokenId?: number } = {}): Promise<void> {
  const openSessions: SQL[] = [eq(userSessions.userId, userId), isNull(userSessions.revokedAt)];
  if (keep.sessionId) openSessions.push(ne(userSessions.id, keep.sessionId));
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...openSessions));
  const openTokens: SQL[] = [eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)];
  if (keep.tokenId) openTokens.push(ne(apiTokens.id, keep.tokenId));
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...openTokens));
}

/** "Sign out everywhere": every session and token of the caller ends, the current one included. */
export async function signOutEverywhere(caller: Caller): Promise<void> {
  const me = requireSignedIn(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await endAllAccess(tx, me.userId);
    await recordAudit(tx, me, { action: 'account.sign_out_everywhere', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
}

/**
 * Changes the caller's password. Every other session and bearer token ends; the one used for this request
 * stays signed in. A wrong current password is a 422 on `current_password` and changes nothing.
 */
export async function changePassword(caller: Caller, input: unknown): Promise<void> {
  const me: SignedInCaller = requireSignedIn(caller);
  const data = parseOrRefuse(changePasswordSchema, input);
  // A wrong current password (or code) is a guess at the account like a wrong sign-in: it counts toward the same limit.
  await reauthenticate(me, { password: data.current_password, otp: data.otp }, 'current_password');
  const db = await getDb();
  const passwordHash = await hashPassword(data.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, me.userId));
    await endAllAccess(tx, me.userId, { sessionId: me.sessionId, tokenId: me.tokenId });
    await recordAudit(tx, me, { action: 'account.password_change', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
}
