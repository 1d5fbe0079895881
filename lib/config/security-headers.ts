// Response headers for every route (next.config.ts `headers()`): static, so prerendered and cached pages
// stay cacheable (no per-request nonce). Scripts, frames, forms and connections are limited to this site
// and the two gateways: Easebuzz (the shop's hosted pay page, reached by navigation or form POST) and
// Razorpay (checkout.js, which frames and calls api.razorpay.com). In sandbox mode both are this site.
import type { Env } from './env';

/** The variables the headers depend on (next.config.ts passes env()). */
type HeaderEnv = Pick<Env, 'NODE_ENV' | 'APP_URL' | 'EASEBUZZ_PAY_URL' | 'RAZORPAY_CHECKOUT_URL' | 'RAZORPAY_API_URL'>;

const origin = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))].join(' ');

/** What one route needs beyond the site-wide policy (kept narrow: only the routes below loosen anything). */
type Allowances = {
  /** object-src: 'self' where a page embeds our own PDF (the registration-document viewer). */
  objectSelf?: boolean;
  /** Extra frame-src origins (the contact page's Google map, loaded on request). */
  frames?: string[];
  /** frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN) for a file our own pages embed. */
  framedBySelf?: boolean;
};

function contentSecurityPolicy(env: HeaderEnv, allow: Allowances = {}): string {
  const easebuzz = unique(['https://pay.easebuzz.in', 'https://testpay.easebuzz.in', origin(env.EASEBUZZ_PAY_URL)]);
  const razorpayScript = unique(['https://checkout.razorpay.com', origin(env.RAZORPAY_CHECKOUT_URL)]);
  const razorpayApi = unique(['https://api.razorpay.com', 'https://lumberjack.razorpay.com', origin(env.RAZORPAY_API_URL)]);
  const dev = env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // Next.js inlines its bootstrap scripts; without nonces (which would make every page dynamic) they
    // need 'unsafe-inline'. The development server also evaluates code.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${razorpayScript}`,
    "style-src 'self' 'unsafe-inline'",
    // Product images and profile photos may be absolute https URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${razorpayApi}${dev ? ' ws: wss:' : ''}`,
    `frame-src 'self' ${unique([razorpayScript, razorpayApi, ...(allow.frames ?? [])])}`,
    `form-action 'self' ${easebuzz} ${razorpayApi}`,
    allow.objectSelf ? "object-src 'self'" : "object-src 'none'",
    "base-uri 'self'",
    allow.framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")';

type Header = { key: string; value: string };

export function securityHeaders(env: HeaderEnv, allow: Allowances = {}): Header[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, allow) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: allow.framedBySelf ? 'SAMEORIGIN' : 'DENY' },
  ];
  // HSTS only where the site is served over https, decided by APP_URL's scheme (the address browsers use):
  // the headers are static (cacheable pages), and a request's own scheme or X-Forwarded-Proto is not known
  // here nor trustworthy without a proxy. An http APP_URL (local runs, tests) never sends it.
  if (env.NODE_ENV === 'production' && /^https:/i.test(env.APP_URL))
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

/** The contact page's map (components/contact/map-on-request.tsx), framed only after a click. */
export const MAP_FRAME_ORIGIN = 'https://www.google.com';

/**
 * next.config.ts `headers()`: the site-wide set, then the few routes that need more (a later rule's header
 * replaces an earlier one's of the same name). The registration-document viewer (/documents/{id}) embeds
 * its PDF with <object>, and the PDF (/documents/{id}.pdf) must accept being framed by our own page; the
 * contact page frames the map. Everything else keeps object-src 'none' and frame-ancestors 'none'.
 */
export function securityHeaderRules(env: HeaderEnv): { source: string; headers: Header[] }[] {
  return [
    { source: '/:path*', headers: securityHeaders(env) },
    { source: '/documents/:id([a-z0-9-]+)', headers: securityHeaders(env, { objectSelf: true }) },
    { source: '/documents/:file([a-z0-9-]+\\.pdf)', headers: securityHeaders(env, { framedBySelf: true }) },
    { source: '/contact', headers: securityHeaders(env, { frames: [MAP_FRAME_ORIGIN] }) },
  ];
}
