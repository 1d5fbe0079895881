import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { invoices, orders, users } from '@/db/schema';
import { deliveryWindow } from '@/lib/domain/delivery-window';
import { ADDRESS_FIELDS, type CheckoutValues } from '@/lib/domain/checkout';
import { paiseToRupees } from '@/lib/domain/money';
import { maskEmail, maskStreet } from '@/lib/domain/masking';
import { idSchema } from '@/lib/domain/validation/fields';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import type { ContentLocale } from '@/lib/domain/localized';
import { isOwnerOrStaff, mayReachOrder } from './access';
import { itemsIn } from './item-names';

/** The checkout's prefill: first and last name, email and phone of the signed-in user. */
export async function checkoutPrefill(caller: Caller) {
  const me = requireSignedIn(caller);
  const db = await getDb();
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      address: users.address,
      landmark: users.landmark,
      city: users.city,
      state: users.state,
      postalCode: users.postalCode,
    })
    .from(users)
    .where(eq(users.id, me.userId));
  const [firstName = '', ...rest] = (user?.name ?? me.name).trim().split(/\s+/);
  // The address typed at registration or on the profile is offered (each part may be missing).
  const address = {
    address: user?.address ?? '',
    landmark: user?.landmark ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipCode: user?.postalCode ?? '',
  };
  return { firstName, lastName: rest.join(' '), email: user?.email ?? me.email, phone: user?.phone ?? '', ...address };
}

/**
 * What the success page shows: to the signed-in owner or staff, or to a guest holding the order's secret
 * (its access token, or the ticket the gateway's return carries) — never by id or number alone. The
 * facts tracking shows (number, total, payment and order status), the items, where it goes and when it should
 * arrive, and the invoice once issued; the email and street in full only to owner and staff.
 */
export async function orderForResultPage(caller: Caller, orderId: unknown, secret: unknown, locale: ContentLocale = 'en') {
  const id = idSchema().safeParse(orderId);
  if (!id.success) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id.data));
  if (!order || !mayReachOrder(caller, order, secret)) return null;
  const full = isOwnerOrStaff(caller, order);
  const [items, [invoice]] = await Promise.all([
    // In the page's language, as My orders and tracking name them.
    itemsIn(locale, { id: order.id }),
    db.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.orderId, order.id)),
  ]);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    totalRupees: paiseToRupees(order.totalPaise),
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    status: order.status,
    /** The signed-in buyer's own order: the page links to it under My orders. */
    mine: caller.kind === 'user' && order.userId === caller.userId,
    email: full ? order.shippingEmail : maskEmail(order.shippingEmail),
    items,
    address: {
      name: order.shippingName,
      street: full ? order.shippingAddress : maskStreet(order.shippingAddress),
      landmark: full ? order.shippingLandmark : null,
      city: order.shippingCity,
      state: order.shippingState,
      postalCode: order.shippingPostalCode,
    },
    /** Expected delivery (an estimate from the shop's promise), while the order is on its way. */
    delivery: order.status === 'cancelled' || order.status === 'refunded' ? null : deliveryWindow(order.createdAt),
    /** The invoice's number once issued; its download is the owner's (My orders' invoice link). */
    invoiceNumber: invoice?.number ?? null,
  };
}

const splitName = (full: string) => {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/**
 * Try Again after a failed or cancelled payment: the checkout starts from the order that was not
 * paid, its address, payment choice, coupon and notes (the coupon is checked again when the form is priced;
 * the failed order gave its use back). Only the signed-in buyer's own unpaid order; otherwise null.
 */
export async function retryCheckoutValues(caller: Caller, orderId: unknown): Promise<CheckoutValues | null> {
  const me = requireSignedIn(caller);
  const id = idSchema().safeParse(orderId);
  if (!id.success) return null;
  const db = await getDb();
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id.data), eq(orders.userId, me.userId)));
  if (!o || o.paymentStatus === 'paid' || o.paymentStatus === 'refunded') return null;
  const shipping = {
    ...splitName(o.shippingName),
    email: o.shippingEmail,
    phone: o.shippingPhone,
    address: o.shippingAddress,
    landmark: o.shippingLandmark ?? '',
    city: o.shippingCity,
    state: o.shippingState,
    zipCode: o.shippingPostalCode,
    gstin: o.buyerGstin ?? '',
  };
  const billing = {
    ...splitName(o.billingName ?? o.shippingName),
    address: o.billingAddress ?? o.shippingAddress,
    city: o.billingCity ?? o.shippingCity,
    state: o.billingState ?? o.shippingState,
    zipCode: o.billingPostalCode ?? o.shippingPostalCode,
  };
  const billingSame = ADDRESS_FIELDS.every((k) => billing[k] === shipping[k]);
  return { shipping, billingSame, billing, payment: o.paymentMethod, couponCode: o.couponCode, notes: o.notes ?? '' };
}
