import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Role } from '@/db/schema';
import { hasRole } from '@/lib/domain/roles';
import { callerFromSessionCookie } from '@/lib/server/auth/caller-sources';
import type { Actor } from '@/lib/server/back-office';
import type { SignedInCaller } from '@/lib/server/http/caller';

// The signed-in visitor of a back-office page or server action, from the session cookie (re-read from the
// database by the accounts module, so a demoted manager is refused on the next request).

async function sessionCaller(): Promise<SignedInCaller | null> {
  const jar = await cookies();
  const cookie = jar.getAll().map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ');
  if (!cookie) return null;
  return callerFromSessionCookie(new Request('http://internal/', { headers: { cookie } }));
}

/** Pages: a wrong role or no session goes to /permission-denied. */
export async function requirePanelRole(roles: Role | readonly Role[]): Promise<SignedInCaller> {
  const caller = await sessionCaller();
  if (!caller || !hasRole(caller.role, roles)) redirect('/permission-denied');
  return caller;
}

export class ActionDenied extends Error {}

/** Server actions: the same check, answered as an error message instead of a redirect. */
export async function actionActor(roles: Role | readonly Role[]): Promise<Actor> {
  const caller = await sessionCaller();
  if (!caller || !hasRole(caller.role, roles)) throw new ActionDenied('You do not have permission to perform this action.');
  const h = await headers();
  const ip = h.get('x-forwarded-for')?.split(',')[0].trim() ?? h.get('x-real-ip') ?? null;
  return { ...caller, ip };
}
