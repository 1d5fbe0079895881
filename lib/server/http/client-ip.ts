import 'server-only';

/** The client's address as our proxy saw it (first X-Forwarded-For hop), for rate limits and logs. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0].trim();
  return headers.get('x-real-ip') ?? '127.0.0.1';
}
