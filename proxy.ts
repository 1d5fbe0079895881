import { NextResponse, type NextRequest } from 'next/server';
import { preflightResponse } from '@/lib/server/http/cors';
import { isMalformedPath, malformedApiPath } from '@/lib/server/http/malformed-path';
import { backofficeRedirect } from '@/lib/server/accounts/proxy-gate';

/** No page lives here: a rewrite to it renders the not-found page with its 404. */
const NOT_FOUND_PAGE = '/_malformed-address';

/**
 * Optimistic checks only (the pages, actions and handlers check again on the server):
 * paths that cannot be percent-decoded (Next would answer them with a plain-text 500), CORS preflight for
 * /api (Next would answer OPTIONS itself), and back-office role redirects.
 * Only those requests reach this (see the matcher): running the proxy costs every request, and the
 * catalogue's GETs are the site's busiest.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const api = pathname === '/api' || pathname.startsWith('/api/');
  if (isMalformedPath(pathname)) {
    return api ? malformedApiPath(req.headers.get('origin')) : NextResponse.rewrite(new URL(NOT_FOUND_PAGE, req.url));
  }
  if (api) {
    if (req.method === 'OPTIONS') return preflightResponse(req.headers.get('origin'));
    return NextResponse.next();
  }
  return (await backofficeRedirect(req)) ?? NextResponse.next();
}

export const config = {
  matcher: [
    // Any path with a percent sign (tested raw, and decoded when it can be): rare in ordinary requests.
    '/:path(.*%.*)',
    // A CORS preflight is the OPTIONS request that names the method it asks for.
    { source: '/api/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    '/admin',
    '/admin/:path*',
    '/manager',
    '/manager/:path*',
  ],
};
