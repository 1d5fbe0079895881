import { NextResponse, type NextRequest } from 'next/server';

const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];

/**
 * /admin is for admins, /manager/* for admins and managers. Until sessions carry roles (accounts work),
 * the optimistic check is only "has a session cookie"; the real check runs on the server for every page.
 */
export async function backofficeRedirect(req: NextRequest): Promise<NextResponse | null> {
  const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
  if (hasSession) return null;
  return NextResponse.redirect(new URL('/permission-denied', req.url));
}
