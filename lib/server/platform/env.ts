import 'server-only';
import { env } from '@/lib/config/env';

// The schema, its cache and every variable's comment live in lib/config/env.ts (db/ and next.config.ts read
// it too); the server reads the environment through these.
export { env, resetEnvCache } from '@/lib/config/env';

/** The site's public address without a trailing slash; every URL in an answer is built from it. */
export function appUrl(): string {
  return env().APP_URL.replace(/\/+$/, '');
}

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${appUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function corsOrigins(): string[] {
  return env()
    .CORS_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
