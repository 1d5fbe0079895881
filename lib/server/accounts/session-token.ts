import { decode, encode, type JWT } from 'next-auth/jwt';
import type { Role } from '@/lib/domain/roles';
import { authSecret } from './secret';

// Auth.js names its session cookie after the site's scheme; both names are accepted, as Auth.js's own
// getToken does. The salt of the encryption key is the cookie name.
export const SESSION_COOKIE = 'authjs.session-token';
export const SECURE_SESSION_COOKIE = '__Secure-authjs.session-token';
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** sessionId: the user_sessions row that must still be open for the cookie to count (web-sessions.ts). */
export type SessionClaims = { userId: number; role: Role; sessionId: string };

function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      jar.set(name, decodeURIComponent(raw));
    } catch {
      jar.set(name, raw);
    }
  }
  return jar;
}

/** A large JWT is split by Auth.js into name.0, name.1, ...; joined back here. */
function cookieValue(jar: Map<string, string>, name: string): string | null {
  const whole = jar.get(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; jar.has(`${name}.${i}`); i++) chunks.push(jar.get(`${name}.${i}`)!);
  return chunks.length ? chunks.join('') : null;
}

function claimsOf(token: JWT | null): SessionClaims | null {
  const userId = Number(token?.uid ?? token?.sub);
  const role = token?.role;
  const sessionId = token?.sid;
  if (!Number.isInteger(userId) || userId <= 0 || typeof role !== 'string' || typeof sessionId !== 'string') return null;
  return { userId, role: role as Role, sessionId };
}

/**
 * The claims of the session cookie in a Cookie header, or null (absent, forged, expired). Optimistic on
 * its own: callers that authorize anything re-read the user from the database.
 */
export async function sessionClaimsFromCookieHeader(cookieHeader: string | null): Promise<SessionClaims | null> {
  if (!cookieHeader) return null;
  const jar = parseCookies(cookieHeader);
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = cookieValue(jar, name);
    if (!value) continue;
    try {
      const claims = claimsOf(await decode({ token: value, secret: authSecret(), salt: name }));
      if (claims) return claims;
    } catch {
      // unreadable with our secret: treated as no session
    }
  }
  return null;
}

/** A session cookie value as Auth.js would write it (tests and tools). */
export async function encodeSessionCookie(claims: SessionClaims, name = SESSION_COOKIE): Promise<string> {
  return encode({
    token: { sub: String(claims.userId), uid: claims.userId, role: claims.role, sid: claims.sessionId },
    secret: authSecret(),
    salt: name,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
