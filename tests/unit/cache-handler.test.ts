import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { memoryStore } from '@/lib/server/cache/stores/memory.mjs';
import { redisStore } from '@/lib/server/cache/stores/redis.mjs';
import type { CacheStore } from '@/lib/server/cache/stores/types.d.mts';
import { startRedis } from '@/tests/support/app-instances';

// The cache handler's stores (lib/server/cache/stores/): an entry is fresh until one of its tags is expired at
// or after the time its request began; 404 pages are never kept; the bytes held stay under the bound. The
// same rules for the in-process store and for Redis (a real redis-server on a free port).
type Store = CacheStore;
const page = (html: string, tags = 'product:1,listings') => ({
  kind: 'APP_PAGE',
  html,
  status: 200,
  headers: { 'x-next-cache-tags': tags },
});
const entry = (value: ReturnType<typeof page>, lastModified: number) => ({
  value,
  lastModified,
  tags: value.headers['x-next-cache-tags'].split(','),
  cacheControl: undefined,
});

function contract(name: string, open: (maxBytes: number) => Promise<Store>) {
  describe(name, () => {
    it('keeps an entry until one of its tags is expired at or after the request that made it began', async () => {
      const store = await open(1 << 20);
      await store.set('k', entry(page('<p>₹299</p>'), 1_000));
      expect(((await store.get('k'))?.value as { html: string }).html).toBe('<p>₹299</p>');
      expect(await store.tagsExpiredSince(['product:1', 'listings'], 1_000)).toBe(false);
      await store.expireTags(['product:1'], 1_500);
      // Made by a request that began before the expiry (a render in flight while the price changed): stale.
      expect(await store.tagsExpiredSince(['product:1', 'listings'], 1_000)).toBe(true);
      expect(await store.tagsExpiredSince(['product:1'], 1_500)).toBe(true);
      // Made by a request that began after it: fresh.
      expect(await store.tagsExpiredSince(['product:1', 'listings'], 1_501)).toBe(false);
      expect(await store.tagsExpiredSince(['product:2'], 0)).toBe(false);
    });

    it('keeps bytes, maps and strings as they were stored', async () => {
      const store = await open(1 << 20);
      const value = {
        kind: 'APP_PAGE',
        html: 'हर्बल ₹',
        rscData: Buffer.from([0, 1, 255]),
        segmentData: new Map([['/a', Buffer.from('x')]]),
        status: 200,
        headers: {},
      };
      await store.set('bytes', { value, lastModified: 1, tags: [], cacheControl: { revalidate: 3600, expire: undefined } });
      const back = (await store.get('bytes'))!.value as typeof value;
      expect(back.html).toBe('हर्बल ₹');
      expect(Buffer.from(back.rscData).equals(Buffer.from([0, 1, 255]))).toBe(true);
      expect(Buffer.from(back.segmentData.get('/a')!).toString()).toBe('x');
    });

    it('stays under its byte bound, dropping the oldest entries first', async () => {
      const store = await open(10_000);
      for (let i = 0; i < 20; i++) await store.set(`p${i}`, entry(page('x'.repeat(1_000)), i));
      expect(await store.get('p0')).toBeNull();
      expect(await store.get('p19')).not.toBeNull();
      let kept = 0;
      for (let i = 0; i < 20; i++) if (await store.get(`p${i}`)) kept++;
      expect(kept).toBeGreaterThan(3);
      expect(kept).toBeLessThan(10);
    });

    it('forgets a deleted entry', async () => {
      const store = await open(1 << 20);
      await store.set('gone', entry(page('x'), 1));
      await store.delete('gone');
      expect(await store.get('gone')).toBeNull();
    });
  });
}

contract('the in-process cache store', async (maxBytes) => memoryStore({ maxBytes }));

let redis: ChildProcess | undefined;
let redisUrl = '';
let n = 0;
beforeAll(async () => {
  ({ child: redis, url: redisUrl } = await startRedis());
});
afterAll(() => {
  redis?.kill();
});

contract('the Redis cache store', async (maxBytes) => redisStore({ url: redisUrl, prefix: `test${n++}`, maxBytes, buildId: 'b1' }));

// The handler itself (in memory, as without REDIS_URL): what Next gets back, per request.
describe('the cache handler', () => {
  const page = (html: string, status = 200) => ({ kind: 'APP_PAGE', html, status, headers: { 'x-next-cache-tags': 'product:77' } });
  const later = () => new Promise((r) => setTimeout(r, 5));

  it("keeps a page's HTML as its UTF-8 bytes, and a 404 not at all", async () => {
    const { default: CacheHandler } = await import('@/lib/server/cache/next-cache-handler.mjs');
    const request = new CacheHandler();
    await request.set('/p/77', page('<p>₹299 हर्बल</p>'));
    const kept = await new CacheHandler().get('/p/77');
    expect(Buffer.isBuffer(kept?.value.html)).toBe(true);
    expect(kept?.value.html.toString('utf8')).toBe('<p>₹299 हर्बल</p>');
    await request.set('/p/404', page('not here', 404));
    expect(await new CacheHandler().get('/p/404')).toBeNull();
  });

  it('does not keep as fresh a page whose request began before its tag was expired', async () => {
    const { default: CacheHandler } = await import('@/lib/server/cache/next-cache-handler.mjs');
    const inFlight = new CacheHandler(); // began rendering at the old price
    await later();
    await new CacheHandler().revalidateTag('product:77'); // the price changed meanwhile
    await later();
    await inFlight.set('/p/77', page('<p>₹299</p>')); // the old render finishes after the expiry
    expect(await new CacheHandler().get('/p/77')).toBeNull();
    const fresh = new CacheHandler();
    await fresh.set('/p/77', page('<p>₹310</p>'));
    expect((await new CacheHandler().get('/p/77'))?.value.html.toString()).toBe('<p>₹310</p>');
  });
});
