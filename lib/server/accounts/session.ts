import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Role } from '@/lib/domain/roles';
import { clientIp } from '@/lib/server/platform';
import { DomainError } from '@/lib/domain/errors';
import { guestCaller, type Caller, type SignedInCaller } from './caller';
import { callerFromCookieHeader } from './request-caller';
import { requireRole } from './guards';
import { myAccount, type UserRow } from './users';

async function cookieHeader(): Promise<string | null> {
  const jar = await cookies();
  const all = jar.getAll();
  return all.length ? all.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ') : null;
}

/** The visitor of a page or server action, re-read from the database (a guest when signed out). */
export async function currentCaller(): Promise<Caller> {
  const ip = clientIp(await headers());
  return (await callerFromCookieHeader(await cookieHeader(), ip)) ?? guestCaller(ip);
}

export async function currentUser(): Promise<UserRow | null> {
  const caller = await currentCaller();
  return caller.kind === 'user' ? myAccount(caller) : null;
}

/**
 * The server-side gate of every back-office page: the role comes from the database, not from the JWT, so a
 * demoted manager is sent away on the next request (proxy.ts only redirects optimistically). Signed-out and
 * wrong-role visitors go to /permission-denied.
 */
export async function requirePageRole(roles: Role | readonly Role[]): Promise<SignedInCaller> {
  const caller = await currentCaller();
  try {
    return requireRole(caller, roles);
  } catch (error) {
    // Staff who must set up two-factor sign-in first are sent to the profile, where it is turned on.
    if (error instanceof DomainError && error.code === 'auth.two_factor_setup_required') redirect('/profile?two-factor=required');
    if (error instanceof DomainError) redirect('/permission-denied');
    throw error;
  }
}
