// What never reaches a log line: query parameters that carry secrets (signed links, reset and sign-in codes,
// gateway signatures) and personal data written into free text (e-mail, phone, PAN, bearer tokens). Pure
// functions: lib/server/platform/logger.ts applies them to every line, tests/unit/log-redaction.test.ts checks them.

/** Query parameters whose values are replaced in a logged path (compared in lower case). */
const SECRET_QUERY_KEYS = new Set([
  'token',
  'sig',
  'signature',
  'exp',
  'expires',
  'password',
  'pass',
  'code',
  'otp',
  'secret',
  'key',
  'hash',
  'auth',
  'session',
  'state',
  'email',
  'phone',
  'mobile',
  'pan',
  'callbackurl',
]);

/** Object keys the logger censors wherever they appear (pino redact paths, two levels deep). */
export const REDACTED_KEYS = [
  'email',
  'phone',
  'mobile',
  'pan',
  'address',
  'password',
  'password_confirmation',
  'token',
  'authorization',
  'cookie',
  'secret',
  'shipping_email',
  'shipping_phone',
  'shipping_address',
  'billing_email',
  'billing_phone',
  'billing_address',
];

export const CENSOR = '[redacted]';

const PATTERNS: [RegExp, string][] = [
  [/Bearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${CENSOR}`],
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b[A-Za-z]{5}[0-9]{4}[A-Za-z]\b/g, '[pan]'],
  [/(?:\+?91[\s-]?)?\b[6-9]\d{9}\b/g, '[phone]'],
];

/** Free text with e-mail addresses, PANs, Indian mobile numbers and bearer tokens replaced. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** A request target as it may be logged: secret query values replaced, personal data in the path scrubbed. */
export function loggablePath(target: string): string {
  const q = target.indexOf('?');
  const path = q === -1 ? target : target.slice(0, q);
  if (q === -1) return scrubText(path);
  const query = target
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // a malformed key is logged as it came
      }
      return eq !== -1 && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${rawKey}=${CENSOR}` : pair;
    })
    .join('&');
  return scrubText(`${path}?${query}`);
}
