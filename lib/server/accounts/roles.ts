import 'server-only';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { type Caller, type SignedInCaller, requireRole } from '@/lib/server/http';

/**
 * Who may do what in the back-office (DESIGN.md §5): staff (admins and managers) manage products, orders
 * and coupons; only admins manage team members, donations, slides, refunds, the mail outbox and the
 * audit log. Callers come from the database on every request (token lookup or session re-read), so a
 * demoted manager loses access at once.
 */
export const requireStaff = (caller: Caller): SignedInCaller => requireRole(caller, STAFF_ROLES);
export const requireAdmin = (caller: Caller): SignedInCaller => requireRole(caller, 'admin');

/** Who did it and from where, for the audit log. */
export type Actor = SignedInCaller & { ip?: string | null };

/** The data layer checks again, whoever calls it (route handler, server action or script). */
export function assertStaff(actor: Actor): void {
  requireStaff(actor);
}
export function assertAdmin(actor: Actor): void {
  requireAdmin(actor);
}

export function actorOf(caller: Caller, ip?: string | null, roles: 'staff' | 'admin' = 'staff'): Actor {
  const user = roles === 'admin' ? requireAdmin(caller) : requireStaff(caller);
  return { ...user, ip: ip ?? null };
}

/**
 * Expires cache tags at once (no stale-while-revalidate window): a product that staff deactivate must leave
 * the shop on the very next request, and a new slide must show at once. Works in actions and route handlers;
 * outside a Next request (tests, scripts) there is no cache and nothing happens.
 */
export async function expireNow(...tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache');
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    // not inside a Next.js request
  }
}
