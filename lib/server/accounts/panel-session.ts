import 'server-only';
import { headers } from 'next/headers';
import { type Role, hasRole } from '@/lib/domain/roles';
import { requirePageRole } from './require-page-role';
import { currentCaller } from './session';
import type { Actor } from './roles';
import type { SignedInCaller } from '@/lib/server/http';

// The signed-in visitor of a back-office page or server action (the session is re-read from the database
// by the accounts module, so a demoted manager is refused on the next request).

/** Pages: a wrong role or no session goes to /permission-denied. */
export function requirePanelRole(roles: Role | readonly Role[]): Promise<SignedInCaller> {
  return requirePageRole(roles);
}

export class ActionDenied extends Error {}

/** Server actions: the same check, answered as an error message instead of a redirect. */
export async function actionActor(roles: Role | readonly Role[]): Promise<Actor> {
  const caller = await currentCaller();
  if (!caller || !hasRole(caller.role, roles)) throw new ActionDenied('You do not have permission to perform this action.');
  const h = await headers();
  const ip = h.get('x-forwarded-for')?.split(',')[0].trim() ?? h.get('x-real-ip') ?? null;
  return { ...caller, ip };
}
