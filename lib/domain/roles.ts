/** Who a user is to the site, and whether they may still sign in (a removed manager keeps their history). */
export type Role = 'admin' | 'manager' | 'user';
export type UserStatus = 'active' | 'disabled';

export const STAFF_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/** The one role check: an exact role, or membership in a list of roles. */
export function hasRole(role: Role | null | undefined, allowed: Role | readonly Role[]): boolean {
  if (!role) return false;
  return typeof allowed === 'string' ? role === allowed : allowed.includes(role);
}

export function isStaff(role: Role | null | undefined): boolean {
  return hasRole(role, STAFF_ROLES);
}
