import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, users } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { maskEmail } from '@/lib/domain/masking';
import { idSchema } from '@/lib/domain/validation/fields';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { isOwnerOrStaff, mayReachOrder } from './access';

/** The checkout's prefill: first and last name, email and phone of the signed-in user. */
export async function checkoutPrefill(caller: Caller) {
  const me = requireSignedIn(caller);
  const db = await getDb();
  const [user] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, me.userId));
  const [firstName = '', ...rest] = (user?.name ?? me.name).trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: user?.email ?? me.email, phone: user?.phone ?? '' };
}

/**
 * What the success page shows: to the signed-in owner or staff, or to a guest holding the order's secret
 * (its access token, or the ticket the gateway's return carries) — never by id or number alone. The
 * facts tracking shows (number, total, payment and order status); the email in full only to owner and staff.
 */
export async function orderForResultPage(caller: Caller, orderId: unknown, secret: unknown) {
  const id = idSchema().safeParse(orderId);
  if (!id.success) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id.data));
  if (!order || !mayReachOrder(caller, order, secret)) return null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    totalRupees: paiseToRupees(order.totalPaise),
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    status: order.status,
    /** The signed-in buyer's own order: the page links to it under My orders. */
    mine: caller.kind === 'user' && order.userId === caller.userId,
    email: isOwnerOrStaff(caller, order) ? order.shippingEmail : maskEmail(order.shippingEmail),
  };
}
