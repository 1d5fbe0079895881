import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, users } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { isStaff } from '@/lib/domain/roles';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { cartCount } from '@/lib/server/cart';

/** The checkout's prefill: first and last name, email and phone of the signed-in user. */
export async function checkoutPrefill(caller: Caller) {
  const me = requireSignedIn(caller);
  const db = await getDb();
  const [user] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, me.userId));
  const [firstName = '', ...rest] = (user?.name ?? me.name).trim().split(/\s+/);
  return { firstName, lastName: rest.join(' '), email: user?.email ?? me.email, phone: user?.phone ?? '' };
}

export async function hasCartItems(caller: Caller): Promise<boolean> {
  return (await cartCount(caller)) > 0;
}

/**
 * What the success page shows: to the signed-in owner or staff, or to whoever holds the order's
 * unguessable number (the `ref` the checkout and the gateway return put in the URL) — the same facts
 * tracking shows: number, total, payment and order status.
 */
export async function orderForResultPage(caller: Caller, orderId: number, ref: string | null) {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId > 2_147_483_647) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const allowed =
    (caller.kind === 'user' && (caller.userId === order.userId || isStaff(caller.role))) ||
    (ref && ref.trim().toUpperCase() === order.orderNumber);
  if (!allowed) return null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    totalRupees: paiseToRupees(order.totalPaise),
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    status: order.status,
    email: order.shippingEmail,
  };
}
