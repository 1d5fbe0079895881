import 'server-only';
import { needsTwoFactorSetup } from './two-factor';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users, userSessions } from '@/db/schema';
import { guestCaller, type Caller, type SignedInCaller } from './caller';
import { sessionClaimsFromCookieHeader } from './session-token';
import { bearerToken, callerForToken } from './tokens';

/** Who is calling: the bearer token wins over the session cookie; neither means a guest. */
export async function resolveCaller(req: Request, ip: string | null): Promise<Caller> {
  return (await callerFromBearerToken(req, ip)) ?? (await callerFromSessionCookie(req, ip)) ?? guestCaller(ip);
}

/** A bearer token that is present but unknown or revoked makes the caller a guest (handlers answer 401). */
async function callerFromBearerToken(req: Request, ip: string | null = null): Promise<SignedInCaller | null> {
  const token = bearerToken(req);
  return token ? callerForToken(token, ip) : null;
}

/**
 * The Auth.js session cookie. The JWT only says who signed in and which session it belongs to; the session
 * must still be open in the database (logout, "sign out everywhere" and a password change close it) and the
 * role and status are re-read, so a demoted or disabled user loses access on the next request.
 * Writes made this way pass the cross-origin guard in http/handler.ts.
 */
export async function callerFromSessionCookie(req: Request, ip: string | null = null): Promise<SignedInCaller | null> {
  return callerFromCookieHeader(req.headers.get('cookie'), ip);
}

export async function callerFromCookieHeader(cookieHeader: string | null, ip: string | null = null): Promise<SignedInCaller | null> {
  const claims = await sessionClaimsFromCookieHeader(cookieHeader);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, role: users.role, name: users.name, email: users.email, totpSecret: users.totpSecret })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, claims.sessionId),
        eq(userSessions.userId, claims.userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    );
  if (!row) return null;
  return {
    kind: 'user',
    userId: row.id,
    role: row.role,
    ...(needsTwoFactorSetup(row) ? { twoFactorSetupNeeded: true } : {}),
    name: row.name,
    email: row.email,
    via: 'session',
    sessionId: claims.sessionId,
    ip,
  };
}
