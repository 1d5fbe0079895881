import 'server-only';
import type { Role } from '@/lib/domain/roles';
import { hasRole, STAFF_ROLES } from '@/lib/domain/roles';
import { fail, type ErrorCode } from '@/lib/domain/errors';
import type { Caller, SignedInCaller, SystemCaller, SystemSource } from './caller';

/*
 * The role checks, in one place. Every exported data function calls one of these on its first argument
 * before it touches data, whoever calls it (route handler, server action, page or script): 401 for a guest,
 * 403 for a caller without the role. Who may do what (DESIGN.md §5): staff (admins and managers) manage
 * products, orders and coupons; only admins manage team members, donations, slides, refunds, the mail
 * outbox and the audit log. Callers are re-read from the database on every request, so a demoted manager
 * loses access at once.
 */

export function requireSignedIn(caller: Caller): SignedInCaller {
  if (caller.kind !== 'user') throw fail('auth.unauthenticated');
  return caller;
}

/** `refusal` is the code of the 403 where the spec has its own text (e.g. refunds). */
export function requireRole(
  caller: Caller,
  roles: Role | readonly Role[],
  refusal: Extract<ErrorCode, 'auth.forbidden' | `refund.admin_only${string}`> = 'auth.forbidden',
): SignedInCaller {
  const user = requireSignedIn(caller);
  if (!hasRole(user.role, roles)) throw fail(refusal);
  // Staff without the two-factor sign-in that STAFF_TWO_FACTOR=required asks for keep only what a user may do.
  if (user.twoFactorSetupNeeded && !hasRole('user', roles)) throw fail('auth.two_factor_setup_required');
  return user;
}

export const requireStaff = (caller: Caller): SignedInCaller => requireRole(caller, STAFF_ROLES);
export const requireAdmin = (caller: Caller): SignedInCaller => requireRole(caller, 'admin');

/** Gateway callbacks, webhooks and the reconciliation job: no user may call these, signed in or not. */
export function requireSystem(caller: Caller, ...sources: SystemSource[]): SystemCaller {
  if (caller.kind === 'guest') throw fail('auth.unauthenticated');
  if (caller.kind !== 'system' || (sources.length > 0 && !sources.includes(caller.source))) throw fail('auth.forbidden');
  return caller;
}
