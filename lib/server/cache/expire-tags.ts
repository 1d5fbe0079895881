import 'server-only';
import { revalidateTag } from 'next/cache';
import { log } from '@/lib/server/platform';

/**
 * Expires tags with Next's revalidateTag, at once ({expire: 0}: no stale window). Writes run in a request (a
 * page's action, a route handler, a gateway's webhook, the cron routes), where Next hands the tags to the
 * cache handler. Outside the Next server (the in-process API tests, `npm run reconcile -- --here`) nothing is
 * cached in this process and there is nothing to expire here.
 */
export function expireTags(tags: readonly string[], reason: string): void {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next in its server, not configured.
  if (tags.length === 0 || !process.env.NEXT_RUNTIME) return;
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // A write outside any request of this server: a bug (jobs run in the cron routes), never a silent lag.
    log().error({ err: error }, `[cache] ${reason} changed ${tags.join(', ')} outside a request; they were not expired`);
  }
}
