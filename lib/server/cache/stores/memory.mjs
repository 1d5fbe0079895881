// The cache handler's store in this process's memory: entries by key, the least recently used dropped first
// once their estimated size passes maxBytes, and one expiry time per tag.
import { sizeOf } from './size.mjs';

export function memoryStore({ maxBytes }) {
  const entries = new Map();
  const expiredAt = new Map();
  let bytes = 0;

  const drop = (key) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  };

  return {
    async get(key) {
      const held = entries.get(key);
      if (!held) return null;
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, held);
      return held.entry;
    },
    async set(key, entry) {
      drop(key);
      const size = sizeOf(entry.value);
      if (size > maxBytes) return;
      entries.set(key, { entry, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async delete(key) {
      drop(key);
    },
    /** True when one of `tags` was expired at or after `since` (an entry made then is stale). */
    async tagsExpiredSince(tags, since) {
      return tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= since);
    },
    async expireTags(tags, now) {
      for (const tag of tags) expiredAt.set(tag, now);
    },
    /** For tests and the health check: how much is held. */
    usage: () => ({ entries: entries.size, bytes }),
  };
}
