// Next.js's cache handler (next.config.ts `cacheHandler`, the documented get/set/revalidateTag API): where
// rendered pages, route handler answers, unstable_cache data and resized pictures live. Plain JavaScript
// because Next imports it at run time, outside its bundles.
//
// One model, two stores: entries in this process's memory, or in Redis when REDIS_URL is set (shared by every
// instance of the same build: keys carry the build id). Either way the store is bounded (CACHE_MAX_MB, the
// oldest go first), starts empty (nothing the build prerendered with its own APP_URL and database is served),
// and an entry is fresh until one of its tags is expired after it was made.
//
// "Made" is when the request that rendered it began, not when it was stored: Next builds a handler for each
// request, so its construction time is that request's start. A render that read the database before a write
// committed, and was stored after the write expired its tags, is therefore already stale.
import { memoryStore } from './stores/memory.mjs';
import { buildIdIn, redisStore } from './stores/redis.mjs';

const MB = 1024 * 1024;

// Next imports this file itself, outside our bundles: it cannot load the TypeScript schema in
// lib/config/env.ts, so it reads its variables raw (the schema validates them too, with these defaults).
/* eslint-disable no-restricted-properties -- see the line above; NEXT_PHASE is set by Next while building. */
function openStore(serverDistDir) {
  const maxBytes = Number(process.env.CACHE_MAX_MB || 128) * MB;
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (!process.env.REDIS_URL || building) return Promise.resolve(memoryStore({ maxBytes }));
  const prefix = process.env.REDIS_KEY_PREFIX || 'site';
  return redisStore({ url: process.env.REDIS_URL, prefix, maxBytes, buildId: buildIdIn(serverDistDir) });
}
/* eslint-enable no-restricted-properties */

let opened = null;

/** The tags an entry was made with: a data entry's own, or a page's from its headers. */
function tagsOf(data, ctx) {
  const fromHeaders = data?.headers?.['x-next-cache-tags'];
  const tags = [...(ctx?.tags ?? []), ...(typeof fromHeaders === 'string' ? fromHeaders.split(',') : [])];
  return [...new Set(tags)];
}

/** A page that answered 404 (an unknown product, category or page) is rendered again, never kept. */
// eslint-disable-next-line errors/codes-not-words -- a cached page's HTTP status, as Next hands it over, not an error of ours.
const isNotFound = (data) => (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404;

/**
 * A page's HTML kept as its UTF-8 bytes, which Next sends as they are. As a string, one character outside
 * Latin-1 (₹, Devanagari: every page has some) makes V8 hold the page as a two-byte string that Node encodes
 * again on every answer (docs/benchmarks.md).
 */
const asBytes = (data) => (data.kind === 'APP_PAGE' && typeof data.html === 'string' ? { ...data, html: Buffer.from(data.html) } : data);

export default class CacheHandler {
  constructor(ctx = {}) {
    this.madeAt = Date.now();
    opened ??= openStore(ctx.serverDistDir ?? '.next/server');
  }

  async get(key, ctx) {
    const store = await opened;
    const entry = await store.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (await store.tagsExpiredSince(tags, entry.lastModified)) return null;
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    const store = await opened;
    if (!data || isNotFound(data)) return store.delete(key);
    await store.set(key, { value: asBytes(data), lastModified: this.madeAt, tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl });
  }

  /** Every expiry is immediate: the next request renders again (lib/server/cache/expiry.ts decides which tags). */
  async revalidateTag(tags) {
    const store = await opened;
    await store.expireTags(typeof tags === 'string' ? [tags] : tags, Date.now());
  }

  resetRequestCache() {}
}
