import 'server-only';
import type { Role } from '@/lib/domain/roles';
import { hasRole } from '@/lib/domain/roles';
import type { Caller, SignedInCaller } from './caller';
import { forbidden, unauthorized } from './errors';

export function requireSignedIn(caller: Caller): SignedInCaller {
  if (caller.kind !== 'user') throw unauthorized();
  return caller;
}

/** 401 for a guest, 403 for a signed-in caller without one of the roles. */
export function requireRole(caller: Caller, roles: Role | readonly Role[]): SignedInCaller {
  const user = requireSignedIn(caller);
  if (!hasRole(user.role, roles)) throw forbidden();
  return user;
}
