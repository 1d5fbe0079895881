import type { CacheStore } from './types.d.mts';
export function buildIdIn(serverDistDir: string): string;
export function redisStore(options: { url: string; prefix: string; maxBytes: number; buildId: string }): Promise<CacheStore>;
