import { NextResponse, type NextRequest } from 'next/server';
import { preflightResponse } from '@/lib/server/http/cors';
import { backofficeRedirect } from '@/lib/server/accounts/proxy-gate';

/**
 * Optimistic checks only (the pages, actions and handlers check again on the server):
 * CORS preflight for /api (Next would answer OPTIONS itself), and back-office role redirects.
 * Only preflights reach this for /api (see the matcher): running the proxy costs every request, and the
 * catalogue's GETs are the site's busiest.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname.startsWith('/api/')) {
    if (req.method === 'OPTIONS') return preflightResponse(req.headers.get('origin'));
    return NextResponse.next();
  }
  return (await backofficeRedirect(req)) ?? NextResponse.next();
}

export const config = {
  matcher: [
    // A CORS preflight is the OPTIONS request that names the method it asks for.
    { source: '/api/:path*', has: [{ type: 'header', key: 'access-control-request-method' }] },
    '/admin',
    '/admin/:path*',
    '/manager',
    '/manager/:path*',
  ],
};
