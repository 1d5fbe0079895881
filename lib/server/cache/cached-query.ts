import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * unstable_cache with per-call tags, usable outside a Next server too: scripts and the in-process API
 * tests have no incremental cache (Next sets NEXT_RUNTIME in its server), and there the function simply
 * runs. Results must be plain JSON: they are serialised into Next's data cache.
 * Note: a page with `dynamic = 'force-dynamic'` bypasses this cache; use `await connection()` instead.
 */
export function cachedQuery<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  tags: (...args: A) => string[],
  revalidateSeconds = 3600,
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    return unstable_cache(fn, keyParts, { tags: tags(...args), revalidate: revalidateSeconds })(...args);
  };
}
