import 'server-only';
import { unstable_cache } from 'next/cache';

type CachedQueryOptions<R> = {
  /**
   * Seconds before a background refresh even without a write: an hour by default (a safety net: writes expire
   * tags at once); STOCK_COUNT_LAG_SECONDS for answers carrying stock counts, which orders do not expire.
   */
  revalidate?: number;
  /**
   * What the query gives while `next build` prerenders pages. The running server never serves what the
   * build rendered (its cache starts empty: lib/server/cache/next-cache-handler.mjs), so the build needs no
   * database.
   */
  atBuild?: R;
};

/**
 * unstable_cache with per-call tags, usable outside a Next server too: scripts and the in-process API
 * tests have no incremental cache (Next sets NEXT_RUNTIME in its server), and there the function simply
 * runs. Results must be plain JSON: they are serialised into Next's data cache. The tags also mark every
 * ISR page that reads the query, so expiring them (lib/server/cache/expiry.ts) regenerates those pages.
 */
export function cachedQuery<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  tags: (...args: A) => string[],
  options: CachedQueryOptions<R> = {},
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next in its server, not configured.
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    // eslint-disable-next-line no-restricted-properties -- NEXT_PHASE is set by Next while building, not configured.
    if (options.atBuild !== undefined && process.env.NEXT_PHASE === 'phase-production-build') return options.atBuild;
    return unstable_cache(fn, keyParts, { tags: tags(...args), revalidate: options.revalidate ?? 3600 })(...args);
  };
}
