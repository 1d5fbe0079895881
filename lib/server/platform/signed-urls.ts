import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '@/lib/crypto';
import { absoluteUrl, env } from './env';

// Without AUTH_SECRET (a local demo), links are signed with a key of this process: they stop working at restart.
let processKey: Buffer | undefined;
function key(): Buffer | string {
  return env().AUTH_SECRET ?? (processKey ??= randomBytes(32));
}

const sign = (path: string, exp: number) => createHmac('sha256', key()).update(`${path}|${exp}`).digest('base64url');

/**
 * An absolute link that works without a token for a while (a PDF opened in a new tab carries no bearer
 * header): the path and expiry are signed.
 */
export function signedUrl(path: string, ttlSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  return absoluteUrl(`${path}?exp=${exp}&sig=${sign(path, exp)}`);
}

export function verifySignedUrl(url: URL): boolean {
  return verifySignedPath(url.pathname, url.searchParams.get('exp'), url.searchParams.get('sig'));
}

/** The same check from the parts of a link: its path, and the `exp` and `sig` of its query. */
export function verifySignedPath(path: string, expiry: string | null, signature: string | null): boolean {
  const exp = Number(expiry);
  const sig = signature ?? '';
  if (!Number.isInteger(exp) || exp < Date.now() / 1000) return false;
  return safeEqual(sig, sign(path, exp));
}
