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

function contentSecurityPolicy(env: HeaderEnv): string {
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
    `frame-src 'self' ${razorpayScript} ${razorpayApi}`,
    `form-action 'self' ${easebuzz} ${razorpayApi}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")';

export function securityHeaders(env: HeaderEnv): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  // HSTS only where the site is served over https, decided by APP_URL's scheme (the address browsers use):
  // the headers are static (cacheable pages), and a request's own scheme or X-Forwarded-Proto is not known
  // here nor trustworthy without a proxy. An http APP_URL (local runs, tests) never sends it.
  if (env.NODE_ENV === 'production' && /^https:/i.test(env.APP_URL))
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
