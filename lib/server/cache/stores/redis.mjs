// The cache handler's store in Redis, shared by every instance of a build (@redis/client). Entries are JSON
// (buffers as base64, maps as pairs) under `{prefix}:{build id}:e:{key}`; their sizes and store order are
// kept beside them so the build's entries stay under maxBytes (the oldest stored go first). Tag expiries are
// one hash per prefix, shared by every build: a product changed is changed for all of them.
//
// While Redis cannot be reached, reads miss (pages render on each request: slower, never stale) and the
// failure is logged; an expiry that could not be written is logged as an error, since a page it should have
// expired may be served again once Redis is back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sizeOf } from './size.mjs';

const TIMEOUT_MS = 1000;

function encode(value) {
  if (value == null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
}

function decode(value) {
  if (value == null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
  if (Array.isArray(value.$map)) return new Map(value.$map.map(([k, v]) => [k, decode(v)]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
}

const withTimeout = (promise) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('redis timed out')), TIMEOUT_MS).unref())]);

/** The build's id, from the folder Next serves (`.next/BUILD_ID`); 'dev' without one. */
export function buildIdIn(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

export async function redisStore({ url, prefix, maxBytes, buildId }) {
  const { createClient } = await import('@redis/client');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  });
  client.on('error', (error) => console.error('[cache] redis:', error.message));
  await client.connect().catch((error) => console.error('[cache] redis: not reachable at start:', error.message));

  const tagsKey = `${prefix}:tags`;
  const build = `${prefix}:${buildId}`;
  const entryKey = (key) => `${build}:e:${key}`;
  const sizesKey = `${build}:sizes`;
  const orderKey = `${build}:order`;
  const bytesKey = `${build}:bytes`;

  async function evictOver() {
    let total = Number(await client.get(bytesKey)) || 0;
    while (total > maxBytes) {
      const oldest = await client.zRange(orderKey, 0, 0);
      if (oldest.length === 0) break;
      for (const key of oldest) total -= await remove(key);
    }
  }

  async function remove(key) {
    const size = Number(await client.hGet(sizesKey, key)) || 0;
    await client.multi().del(entryKey(key)).hDel(sizesKey, key).zRem(orderKey, key).decrBy(bytesKey, size).exec();
    return size;
  }

  const guarded =
    (what, fallback) =>
    async (...args) => {
      try {
        return await withTimeout(what(...args));
      } catch (error) {
        console.error('[cache] redis:', error.message);
        return fallback;
      }
    };

  return {
    get: guarded(async (key) => {
      const raw = await client.get(entryKey(key));
      return raw ? decode(JSON.parse(raw)) : null;
    }, null),
    set: guarded(async (key, entry) => {
      const json = JSON.stringify(encode(entry));
      const size = sizeOf(json);
      if (size > maxBytes) return remove(key);
      const old = Number(await client.hGet(sizesKey, key)) || 0;
      await client
        .multi()
        .set(entryKey(key), json)
        .hSet(sizesKey, key, String(size))
        .zAdd(orderKey, { score: Date.now(), value: key })
        .incrBy(bytesKey, size - old)
        .exec();
      await evictOver();
    }, undefined),
    delete: guarded(remove, undefined),
    tagsExpiredSince: guarded(async (tags, since) => {
      if (tags.length === 0) return false;
      const times = await client.hmGet(tagsKey, tags);
      return times.some((t) => t != null && Number(t) >= since);
    }, true),
    expireTags: async (tags, now) => {
      if (tags.length === 0) return;
      try {
        await withTimeout(client.hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(now)]))));
      } catch (error) {
        console.error(`[cache] redis: could not expire ${tags.join(', ')}; pages showing them may be stale:`, error.message);
      }
    },
  };
}
