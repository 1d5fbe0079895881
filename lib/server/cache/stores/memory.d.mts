import type { CacheStore } from './types.d.mts';
export function memoryStore(options: { maxBytes: number }): CacheStore & { usage(): { entries: number; bytes: number } };
