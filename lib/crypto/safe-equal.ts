import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: unknown) =>
  createHash('sha256')
    .update(typeof value === 'string' || value instanceof Uint8Array ? value : '')
    .digest();

/**
 * Constant-time equality of two secrets (signatures, hashes, tokens) whatever they hold: both sides are
 * hashed first, so lengths, non-ASCII text and non-strings can neither throw nor leak through timing.
 * Anything that is not a non-empty string or byte array never matches.
 */
export function safeEqual(received: unknown, expected: unknown): boolean {
  const usable = (v: unknown) => (typeof v === 'string' || v instanceof Uint8Array) && v.length > 0;
  const same = timingSafeEqual(digest(received), digest(expected));
  return same && usable(received) && usable(expected);
}
