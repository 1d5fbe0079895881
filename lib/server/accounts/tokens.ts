import 'server-only';
import { needsTwoFactorSetup } from './two-factor';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { apiTokens, users } from '@/db/schema';
import type { SignedInCaller } from './caller';

const TOKEN_PREFIX = 'ssf_';
/** Last-use writes are skipped when the previous one is this recent (one write per minute per token). */
const LAST_USED_RESOLUTION_SECONDS = 60;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque bearer token (prefix + 32 random bytes); only its SHA-256 is stored. */
export async function issueApiToken(db: DbOrTx, userId: number, name = 'api'): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.insert(apiTokens).values({ userId, tokenHash: hashToken(token), name });
  return token;
}

/** On password or role change every token of the user stops working. */
export async function revokeAllApiTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * The caller behind a bearer token: one indexed query that also re-reads the user's role and status, so a
 * demoted or disabled user loses access on the next request.
 */
export async function callerForToken(token: string, ip: string | null = null): Promise<SignedInCaller | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      role: users.role,
      totpSecret: users.totpSecret,
      name: users.name,
      email: users.email,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        sql`(${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now())`,
        eq(users.status, 'active'),
      ),
    );
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_SECONDS * 1000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiTokens.id, row.tokenId));
  }
  return {
    kind: 'user',
    userId: row.userId,
    role: row.role,
    name: row.name,
    email: row.email,
    via: 'token',
    tokenId: row.tokenId,
    ip,
    ...(needsTwoFactorSetup(row) ? { twoFactorSetupNeeded: true } : {}),
  };
}
