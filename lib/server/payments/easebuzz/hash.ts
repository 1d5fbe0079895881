import 'server-only';
import { createHash } from 'node:crypto';
import { safeEqual } from '@/lib/crypto';

/** Easebuzz hashes are plain lowercase-hex SHA-512 over '|'-joined fields (reference/payments.md). */
function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

export const UDF_KEYS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5', 'udf6', 'udf7', 'udf8', 'udf9', 'udf10'] as const;
type Fields = Record<string, string | undefined>;
const v = (f: Fields, k: string) => f[k] ?? '';

/** key|txnid|amount|productinfo|firstname|email|udf1..udf10|salt, over the strings exactly as sent. */
export function requestHash(f: Fields, salt: string): string {
  return sha512(
    [
      v(f, 'key'),
      v(f, 'txnid'),
      v(f, 'amount'),
      v(f, 'productinfo'),
      v(f, 'firstname'),
      v(f, 'email'),
      ...UDF_KEYS.map((k) => v(f, k)),
      salt,
    ].join('|'),
  );
}

/** salt|status|udf10..udf1|email|firstname|productinfo|amount|txnid|key, as posted back to surl/furl and webhooks. */
export function responseHash(f: Fields, salt: string): string {
  return sha512(
    [
      salt,
      v(f, 'status'),
      ...[...UDF_KEYS].reverse().map((k) => v(f, k)),
      v(f, 'email'),
      v(f, 'firstname'),
      v(f, 'productinfo'),
      v(f, 'amount'),
      v(f, 'txnid'),
      v(f, 'key'),
    ].join('|'),
  );
}

export const retrieveHash = (key: string, txnid: string, salt: string) => sha512(`${key}|${txnid}|${salt}`);
export const refundHash = (key: string, merchantRefundId: string, easebuzzId: string, refundAmount: string, salt: string) =>
  sha512(`${key}|${merchantRefundId}|${easebuzzId}|${refundAmount}|${salt}`);
export const refundStatusHash = (key: string, easebuzzId: string, salt: string) => sha512(`${key}|${easebuzzId}|${salt}`);

/** Constant-time comparison of two hex digests. */
export function sameHash(a: unknown, b: string): boolean {
  return typeof a === 'string' && safeEqual(a.toLowerCase(), b.toLowerCase());
}

/** Letters, digits and spaces only: the official kits escape other characters before hashing, which breaks hashes. */
export function hashSafe(text: string, max = 100): string {
  return text
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
