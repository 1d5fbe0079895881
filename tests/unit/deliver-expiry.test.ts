import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERS_IN_FLIGHT_MS } from '@/lib/config/shared-cache';
import { deliverExpiry } from '@/lib/server/cache/deliver-expiry';

// A render that read the database before a write committed can store the old page after the write's expiry
// (a sold-out product shown in stock until the next write): the server expires the same tags once more when
// such renders are over. Checked against a stand-in for Next's incremental cache on globalThis.
type Call = { tags: string[]; expire: number | undefined; at: number };

describe('deliverExpiry in the Next server', () => {
  const calls: Call[] = [];
  const global = globalThis as { __incrementalCache?: unknown };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    calls.length = 0;
    global.__incrementalCache = {
      revalidateTag: async (tags: string[], durations?: { expire?: number }) => {
        calls.push({ tags, expire: durations?.expire, at: Date.now() });
      },
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    delete global.__incrementalCache;
  });

  it('expires at once, then the same tags again after renders begun before the write are over', async () => {
    const start = Date.now();
    await deliverExpiry({ now: ['product:3', 'listings'], soon: ['listed-stock'] }, 5, 'stock.takenByOrder');
    expect(calls).toEqual([
      { tags: ['product:3', 'listings'], expire: 0, at: start },
      { tags: ['listed-stock~lag'], expire: 5, at: start },
    ]);
    await vi.advanceTimersByTimeAsync(RENDERS_IN_FLIGHT_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.slice(2)).toEqual([
      { tags: ['product:3', 'listings'], expire: 0, at: start + RENDERS_IN_FLIGHT_MS },
      { tags: ['listed-stock~lag'], expire: 5, at: start + RENDERS_IN_FLIGHT_MS },
    ]);
  });

  // Next keeps one expiry time per tag, and a later expiry replaces an earlier one: a lagging expiry of the tag
  // itself would turn a hard expiry that nobody has rendered yet into a stale window (the old price or stock
  // served once more). Lagging expiries go to the tag's companion, which every cached entry also carries.
  it('a lagging expiry names only lag companions, never a tag a hard expiry uses', async () => {
    await deliverExpiry({ now: [], soon: ['product:3', 'listed-stock'] }, 5, 'stock.takenByOrder');
    expect(calls).toEqual([{ tags: ['product:3~lag', 'listed-stock~lag'], expire: 5, at: Date.now() }]);
  });

  it('a write that changed nothing shown sets no timer', async () => {
    await deliverExpiry({ now: [], soon: [] }, 5, 'stock.takenByOrder');
    expect(vi.getTimerCount()).toBe(0);
    expect(calls).toEqual([]);
  });
});
