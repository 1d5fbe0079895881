// Where a visitor returns after signing in: a path on this site only (never another host, never a scheme,
// never the sign-in page itself), so `/auth?next=…` cannot be turned into an open redirect.

const BASE = 'http://same-site.invalid';

/** The validated `next` path (with its query and hash), or '/' when it is missing or not ours. */
export function safeNext(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return '/';
  // Only a path: '//host', '/\host' and control characters are how browsers are talked into another origin.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInHref(path: string): string {
  const next = safeNext(path);
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}
