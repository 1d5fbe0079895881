import { appUrl, corsOrigins } from '@/lib/server/platform';

const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-Requested-With';
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

function normalise(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** Origins that may call /api from a browser with credentials: CORS_ORIGINS only. */
function isAllowedCorsOrigin(origin: string | null): origin is string {
  if (!origin) return false;
  const o = normalise(origin);
  return corsOrigins().some((allowed) => normalise(allowed) === o);
}

/** Our own site, or an allowed CORS origin. */
export function isTrustedOrigin(origin: string | null): boolean {
  if (!origin) return false;
  return normalise(origin) === normalise(new URL(appUrl()).origin) || isAllowedCorsOrigin(origin);
}

/** Headers to add to an answer for this request's origin; none for an origin we do not know. */
export function corsHeaders(origin: string | null): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (isAllowedCorsOrigin(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Credentials'] = 'true';
  }
  return headers;
}

/** The answer to a CORS preflight (OPTIONS) for /api. */
export function preflightResponse(origin: string | null): Response {
  const headers = corsHeaders(origin);
  if (headers['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = CORS_ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = CORS_ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return new Response(null, { status: 204, headers });
}
