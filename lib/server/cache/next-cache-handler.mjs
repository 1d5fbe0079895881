// Next.js's cache handler (next.config.ts `cacheHandler`): where prerendered pages, route handlers and
// unstable_cache data live. Plain JavaScript because Next imports it at run time, outside its bundles.
//
// - With REDIS_URL: every instance shares one Redis (@fortedigital/nextjs-cache-handler's redis-strings
//   handler). revalidateTag deletes the tagged entries there, so a write on one instance is seen by the
//   next request on any other. Keys carry the build id: two builds never read each other's pages.
// - Without it: Next's own file-system cache, with one change (below).
//
// Either way, entries made before this server process started are not served. The build prerenders
// pages with the build's APP_URL and database, and Next's tag expiries live in process memory: an entry
// from the build, or from before a restart that missed an expiry, would show the wrong host or stale data.
// So each page is rendered once more by the running server, with its own APP_URL, and then served from the
// cache until a write expires it.
//
// Both store a page's HTML as ASCII (ascii-html.mjs): Node sends such a string several times faster.
//
// Resized pictures (next/image) come here too (next.config.ts `images.customCacheHandler`): otherwise Next
// writes them into .next/cache/images, inside the app's folder, on every instance. With Redis they are
// shared like pages (their bytes as base64: the Redis handler stores JSON); without it they are kept in
// this process's memory (IMAGE_CACHE_BYTES at most), as Next's file-system cache cannot hold them.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withAsciiHtml } from './ascii-html.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

/** A cache handler class that stores page HTML as ASCII (ascii-html.mjs). */
const storingAsciiHtml = (Handler) =>
  class extends Handler {
    async set(key, data, ctx) {
      return super.set(key, withAsciiHtml(data), ctx);
    }
  };

/** Pictures in Redis: the handler stores JSON, so their bytes travel as base64. */
const storingImagesAsBase64 = (Handler) =>
  class extends Handler {
    async get(key, ctx) {
      const entry = await super.get(key, ctx);
      if (entry?.value?.kind === 'IMAGE' && typeof entry.value.buffer === 'string') {
        return { ...entry, value: { ...entry.value, buffer: Buffer.from(entry.value.buffer, 'base64') } };
      }
      return entry;
    }
    async set(key, data, ctx) {
      if (data?.kind === 'IMAGE' && Buffer.isBuffer(data.buffer)) {
        return super.set(key, { ...data, buffer: data.buffer.toString('base64') }, ctx);
      }
      return super.set(key, data, ctx);
    }
  };

/** At most this many bytes of resized pictures in memory, without Redis; the least recently used go first. */
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const images = new Map();
let imageBytes = 0;

const PROCESS_STARTED_AT = Date.now();
// eslint-disable-next-line no-restricted-properties -- NEXT_PHASE is set by Next while building, not configured.
const building = process.env.NEXT_PHASE === 'phase-production-build';

class FreshFileSystemCache extends storingAsciiHtml(FileSystemCache) {
  async get(key, ctx) {
    if (ctx?.kind === 'IMAGE') {
      const entry = images.get(key);
      if (entry) {
        images.delete(key); // most recently used last
        images.set(key, entry);
      }
      return entry ?? null;
    }
    const entry = await super.get(key, ctx);
    if (!building && entry && typeof entry.lastModified === 'number' && entry.lastModified < PROCESS_STARTED_AT) return null;
    return entry;
  }
  async set(key, data, ctx) {
    if (data?.kind !== 'IMAGE') return super.set(key, data, ctx);
    const old = images.get(key);
    if (old) imageBytes -= old.value.buffer.length;
    images.delete(key);
    if (data.buffer.length > IMAGE_CACHE_BYTES) return;
    images.set(key, { value: data, lastModified: Date.now() });
    imageBytes += data.buffer.length;
    for (const [oldest, entry] of images) {
      if (imageBytes <= IMAGE_CACHE_BYTES) break;
      images.delete(oldest);
      imageBytes -= entry.value.buffer.length;
    }
  }
}

async function redisCacheHandler(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('@redis/client'),
  ]);
  CacheHandler.onCreation(async ({ buildId }) => {
    const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } });
    // While Redis is unreachable the handler answers misses (pages render on each request) rather than
    // serving what another instance may already have expired.
    client.on('error', (error) => console.error('[cache] redis:', error.message));
    await client.connect();
    return {
      handlers: [
        // eslint-disable-next-line no-restricted-properties -- plain JavaScript outside our bundles (see REDIS_URL below).
        createRedisHandler({ client, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'site'}:${buildId ?? 'dev'}:`, timeoutMs: 1000 }),
      ],
    };
  });
  return storingImagesAsBase64(storingAsciiHtml(CacheHandler));
}

// Next imports this file itself at run time, as plain JavaScript: it cannot load the TypeScript schema in
// lib/config/env.ts, so it reads these two raw (the schema validates them too, with the same default).
// eslint-disable-next-line no-restricted-properties -- see the line above.
const handler = process.env.REDIS_URL && !building ? await redisCacheHandler(process.env.REDIS_URL) : FreshFileSystemCache;
export default handler;
