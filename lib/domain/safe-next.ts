// Where a visitor returns after signing in: a path on this site only (never another host, never a scheme,
// never the sign-in page itself), so `/auth?next=…` cannot be turned into an open redirect.
//
// The check runs on the NORMALISED path, the one we hand back: resolving `/.//evil.example/x`,
// `/..//evil.example/x` or `/%2e//evil.example/x` against our origin leaves the path `//evil.example/x`,
// which a browser (router.replace, a Location header, the no-JS refresh tag) reads as another host.

const BASE = 'http://same-site.invalid';

/** A path a browser could read as another origin: protocol-relative `//host`, `/\host`, or any backslash. */
const leavesSite = (path: string) => path.startsWith('//') || path.startsWith('/\\') || path.includes('\\');

/** The validated `next` path (with its query and hash), or '/' when it is missing or not ours. */
export function safeNext(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 1000) return '/';
  // Only a path, without control characters (how browsers are talked into another origin or a header).
  if (!raw.startsWith('/') || leavesSite(raw) || /[\u0000-\u001f\u007f]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalisation may have produced what the raw check refused ('/.//x' → '//x'): check the result again.
  if (leavesSite(url.pathname) || /[\u0000-\u001f\u007f]/.test(path)) return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return path;
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInHref(path: string): string {
  const next = safeNext(path);
  return next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`;
}
