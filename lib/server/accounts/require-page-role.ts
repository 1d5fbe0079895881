import 'server-only';
import { redirect } from 'next/navigation';
import { type Role, hasRole } from '@/lib/domain/roles';
import type { SignedInCaller } from '@/lib/server/http';
import { currentCaller } from './session';

/**
 * The server-side gate of every back-office page (and back-office server action): the role comes from the
 * database, not from the JWT, so a demoted manager is sent away on the next request. proxy.ts only
 * redirects optimistically. Signed-out and wrong-role visitors go to /permission-denied.
 */
export async function requirePageRole(roles: Role | readonly Role[]): Promise<SignedInCaller> {
  const caller = await currentCaller();
  if (!caller || !hasRole(caller.role, roles)) redirect('/permission-denied');
  return caller;
}
