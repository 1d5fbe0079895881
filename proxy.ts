import { NextResponse, type NextRequest } from 'next/server';
import { preflightResponse } from '@/lib/server/http/cors';
import { backofficeRedirect } from '@/lib/server/accounts/proxy-gate';

/**
 * Optimistic checks only (the pages, actions and handlers check again on the server):
 * CORS preflight for /api (Next would answer OPTIONS itself), and back-office role redirects.
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
  matcher: ['/api/:path*', '/admin', '/admin/:path*', '/manager', '/manager/:path*'],
};
