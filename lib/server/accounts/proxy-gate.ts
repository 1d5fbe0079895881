import { NextResponse, type NextRequest } from 'next/server';
import type { Role } from '@/lib/domain/roles';
import { hasRole } from '@/lib/domain/roles';
import { signInHref } from '@/lib/domain/safe-next';
import { absoluteUrl } from '@/lib/server/platform';
import { sessionClaimsFromCookieHeader } from './session-token';

/** Which roles may open a back-office path; null for paths the gate does not cover. */
export function rolesForPath(pathname: string): readonly Role[] | null {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['admin'];
  if (pathname === '/manager' || pathname.startsWith('/manager/')) return ['admin', 'manager'];
  return null;
}

/**
 * Optimistic redirect before anything renders: /admin for admins, /manager/* for admins and managers,
 * judged from the role in the session JWT. A signed-out visitor is sent to sign in and back (issue 37). Every page checks again against the database
 * (lib/server/auth/require-page-role.ts).
 */
export async function backofficeRedirect(req: NextRequest): Promise<NextResponse | null> {
  const roles = rolesForPath(req.nextUrl.pathname);
  if (!roles) return null;
  const claims = await sessionClaimsFromCookieHeader(req.headers.get('cookie'));
  if (claims && hasRole(claims.role, roles)) return null;
  // On the site's own address (APP_URL), never one built from the request's Host or forwarded headers.
  // Signed out: to sign-in, and back to the page asked for; signed in without the role: the 403 page.
  if (!claims) return NextResponse.redirect(absoluteUrl(signInHref(`${req.nextUrl.pathname}${req.nextUrl.search}`)));
  return NextResponse.redirect(absoluteUrl('/permission-denied'));
}
