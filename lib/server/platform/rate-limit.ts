import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { rateLimits } from '@/db/schema';
import { fail, type ErrorCode } from '@/lib/domain/errors';

/** The refusals a rate limit answers (429 with Retry-After at the /api edge). */
type RateLimitCode = Extract<ErrorCode, `rate.${string}`>;

/** What a limit other than sign-in's answers when passed. */
export type RateLimitRefusal = Exclude<RateLimitCode, 'rate.login'>;

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; resetAt: Date };

/**
 * Counts one hit (or `cost` of them: units of stock, say) in a fixed window kept in Postgres (so the limit
 * holds across instances). One upsert: a window that has ended starts again.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, cost = 1): Promise<RateLimitResult> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: cost, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then ${cost}::int else ${rateLimits.count} + ${cost}::int end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { allowed: row.count <= rule.limit, count: row.count, resetAt: row.resetAt };
}

/** Throws the contract's 429 (with Retry-After) once the window's limit is passed. */
export async function enforceRateLimit(key: string, rule: RateLimitRule, refusal: RateLimitRefusal, cost = 1): Promise<void> {
  const result = await hitRateLimit(key, rule, cost);
  if (!result.allowed) throw fail(refusal, { retry_after: Math.max(1, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000)) });
}

/** Forget a key (e.g. failed-login counter after a successful login). */
export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/**
 * Gives back a hit counted ahead of the work it guards (a sign-in that turned out right), unless the window
 * is already over its limit: then the key stays refused until the window ends, and a place given back cannot
 * let a late member of a refused burst through.
 */
export async function refundRateLimit(key: string, rule: RateLimitRule): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now() and ${rateLimits.count} <= ${rule.limit}`);
}
