import { NextResponse, type NextRequest } from 'next/server';
import { preflightResponse } from '@/lib/server/http/cors';
import {
  isBadLocalImageSource,
  isCrossSiteAction,
  isMalformedPath,
  malformedApiPath,
  malformedPagePath,
} from '@/lib/server/http/malformed-path';
import { backofficeRedirect } from '@/lib/server/accounts/proxy-gate';

/**
 * Optimistic checks only (the pages, actions and handlers check again on the server):
 * paths that cannot be percent-decoded (Next would answer them with a plain-text 500), local pictures for
 * /_next/image that Next cannot fetch (a 500 too), server actions posted from another site (Next's refusal was
 * a 500), CORS preflight for /api (Next would answer OPTIONS itself), and back-office role redirects.
 * Only those requests reach this (see the matcher): running the proxy costs every request, and the
 * catalogue's GETs are the site's busiest.
 */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/_next/image') {
    if (isBadLocalImageSource(req.nextUrl.searchParams.get('url'))) return plain(400, 'Bad Request');
    return NextResponse.next();
  }
  if (req.method === 'POST' && req.headers.has('next-action')) {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
    if (isCrossSiteAction(req.headers.get('origin'), host)) return plain(403, 'Forbidden');
  }
  const api = pathname === '/api' || pathname.startsWith('/api/');
  if (isMalformedPath(pathname)) {
    return api ? malformedApiPath(req.headers.get('origin')) : malformedPagePath(pathname);
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
    // The image optimizer's one address, and server actions (a POST naming its action in a header).
    '/_next/image',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    '/admin',
    '/admin/:path*',
    '/manager',
    '/manager/:path*',
  ],
};

const plain = (status: number, text: string) =>
  new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
