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

/**
 * A short value the browser keeps for us and hands back (a cookie): `payload` as base64url, its expiry and an
 * HMAC over purpose, payload and expiry. The purpose keeps a value signed for one use from passing for another.
 */
export function signValue(purpose: string, payload: string, ttlSeconds: number): string {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const body = Buffer.from(payload).toString('base64url');
  return `${body}.${exp}.${sign(`${purpose}:${body}`, exp)}`;
}

/** The payload of a value signValue made for `purpose`, or null when it was altered, is someone else's or expired. */
export function openSignedValue(purpose: string, value: string | undefined): string | null {
  const [body, expiry, signature, ...rest] = (value ?? '').split('.');
  if (!body || rest.length || !verifySignedPath(`${purpose}:${body}`, expiry ?? null, signature ?? null)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}
