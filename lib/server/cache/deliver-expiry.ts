import 'server-only';
import { revalidateTag } from 'next/cache';
import { RENDERS_IN_FLIGHT_MS } from '@/lib/config/shared-cache';
import { env } from '@/lib/server/platform';
import { lagTag } from './tags';

/**
 * How an expiry reaches the cache that holds the tagged entries, wherever the write ran:
 * - in the Next server: the server's incremental cache directly (the very call Next makes at the end of a
 *   request), in a request or not (a timer: the payment sandbox's delayed webhook); in a request also
 *   revalidateTag, so Next's own bookkeeping (a server action's revalidation) sees it;
 * - in a job's own process (`npm run reconcile`), which has no cache of its own: the running app is asked,
 *   POST {APP_URL}/api/cron/expire with CRON_SECRET, and expires the tags in a request of its own.
 * With REDIS_URL the cache handler deletes the entries in Redis, so any of these reaches every instance.
 * The in-process API tests are none of these: nothing is cached there, and nothing is sent.
 */
export async function deliverExpiry({ now, soon }: { now: string[]; soon: string[] }, soonSeconds: number, reason: string): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next in its server, not configured.
  if (!process.env.NEXT_RUNTIME) {
    // A job expires everything at once: it has no render of its own to wait for.
    if (jobTellsApp) await askAppToExpire([...now, ...soon], reason);
    return;
  }
  // A lagging expiry marks the tags' lag companions (tags.ts): it never postpones a hard expiry of the tag.
  const lagging = soon.map(lagTag);
  try {
    for (const tag of now) revalidateTag(tag, { expire: 0 });
    for (const tag of lagging) revalidateTag(tag, { expire: soonSeconds });
  } catch {
    // Outside any request: nothing queued; the cache below is all there is.
  }
  // A timer started in a request (the sandbox's delayed webhook) still runs in that request's context after it
  // has ended: revalidateTag queues the tags there without error, and nobody applies them. So the server's
  // cache is told directly too (in a live request Next applies the queue again as it ends: harmless).
  await expireInServerCache(now, 0, reason);
  await expireInServerCache(lagging, soonSeconds, reason);
  expireAgainAfterRendersInFlight(now, lagging, soonSeconds, reason);
}

/**
 * A render that read the database just before the write committed can finish after the expiry and store
 * the old page as new (Next dates an entry when it is stored, not when its render began): a sold-out
 * product would be shown in stock until the next write. So the same tags are expired once more when such
 * renders are over; it costs one more render of each page. On a serverless host the timer may not outlive
 * the request: there only the first expiry is certain.
 */
function expireAgainAfterRendersInFlight(now: string[], soon: string[], soonSeconds: number, reason: string): void {
  if (now.length === 0 && soon.length === 0) return;
  const again = `${reason} (renders begun before it)`;
  setTimeout(() => {
    void expireInServerCache(now, 0, again).then(() => expireInServerCache(soon, soonSeconds, again));
  }, RENDERS_IN_FLIGHT_MS).unref();
}

/**
 * For POST /api/cron/expire, in a request of the Next server; nothing is cached outside one (the API tests),
 * and there a process that is also a job (sendExpiriesToApp) must not send the tags on to itself.
 * The server's cache is told before the answer: in a route handler revalidateTag only queues the tags, and
 * Next applies that queue after the response has been sent (its waitUntil), so the job's next request could
 * still be served the old page (seen in tests/e2e/jobs.spec.ts as a stock count one order behind).
 */
export async function expireInThisRequest(tags: readonly string[]): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next in its server, not configured.
  if (!process.env.NEXT_RUNTIME) return;
  // The same path as any write's expiry in the server: every tag at once, then again after renders in flight.
  await deliverExpiry({ now: [...tags], soon: [] }, 0, 'a job');
}

type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

/**
 * Next keeps the server's incremental cache on globalThis (set on its first request; with none yet, nothing
 * is cached). Not a public API: tests/e2e/jobs.spec.ts proves it still works on each Next upgrade.
 */
async function expireInServerCache(tags: string[], expire: number, reason: string): Promise<void> {
  if (tags.length === 0) return;
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
  try {
    await cache?.revalidateTag(tags, { expire });
  } catch (error) {
    console.error(`[cache] could not expire ${tags.join(', ')} after ${reason}`, error);
  }
}

let jobTellsApp = false;

/**
 * Called once by a job that runs in its own process (scripts/reconcile.ts): its expiries are then sent to
 * the running app. Needs CRON_SECRET (and APP_URL reaching the app) where the job runs.
 */
export function sendExpiriesToApp(): void {
  jobTellsApp = true;
}

async function askAppToExpire(tags: string[], reason: string): Promise<void> {
  const { APP_URL, CRON_SECRET } = env();
  const failed = (why: unknown) =>
    console.error(
      `[cache] the app at ${APP_URL} did not expire ${tags.join(', ')} after ${reason}: pages may lag until their lifetime ends`,
      why,
    );
  if (!CRON_SECRET) return failed('CRON_SECRET is not set');
  try {
    const res = await fetch(new URL('/api/cron/expire', APP_URL), {
      method: 'POST',
      headers: { Authorization: `Bearer ${CRON_SECRET}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) failed(`HTTP ${res.status}`);
  } catch (error) {
    failed(error);
  }
}
