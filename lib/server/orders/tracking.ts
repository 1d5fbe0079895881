import 'server-only';
import type { TrackedOrder } from '@/lib/domain/wire/orders';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderEvents, orderItems, orders } from '@/db/schema';
import { maskEmail, maskName, maskPhone, maskStreet } from '@/lib/domain/masking';
import { paiseToRupees } from '@/lib/domain/money';
import { timelineOf, toWirePaymentMethod } from '@/lib/domain/order-status';
import { isStaff } from '@/lib/domain/roles';
import { fail } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { enforceRateLimit } from '@/lib/server/platform';
import { amountsWire, shipmentWire } from './wire';

/** Tracking by number alone is public, so it is rate-limited per address (numbers cannot be enumerated). */
const TRACK_LIMIT = { limit: 30, windowSeconds: 600 };

/**
 * Status, timeline, items and the bill line by line for anyone with the number; email, phone, name and street masked
 * unless the signed-in owner or staff ask.
 */
export async function trackOrder(caller: Caller, orderNumber: string): Promise<TrackedOrder> {
  await enforceRateLimit(`track:${caller.ip ?? 'unknown'}`, TRACK_LIMIT, 'rate.tracking');
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(sql`upper(${orders.orderNumber}) = ${orderNumber.trim().toUpperCase()}`);
  if (!order) throw fail('order.not_found');
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const full = caller.kind === 'user' && (caller.userId === order.userId || isStaff(caller.role));
  return {
    order_number: order.orderNumber,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: toWirePaymentMethod(order.paymentMethod),
    // Every line of the bill, so the items, shipping, GST, discount and COD fee visibly add up to the total.
    ...amountsWire(order),
    created_at: order.createdAt.toISOString(),
    masked: !full,
    shipping_name: full ? order.shippingName : maskName(order.shippingName),
    shipping_address: full ? order.shippingAddress : maskStreet(order.shippingAddress),
    shipping_city: order.shippingCity,
    shipping_state: order.shippingState,
    shipping_postal_code: order.shippingPostalCode,
    shipping_country: order.shippingCountry,
    shipping_email: full ? order.shippingEmail : maskEmail(order.shippingEmail),
    shipping_phone: full ? order.shippingPhone : maskPhone(order.shippingPhone),
    items: items.map((i) => ({
      product_name: i.productName,
      quantity: i.quantity,
      unit_price: paiseToRupees(i.unitPricePaise),
      total_price: paiseToRupees(i.totalPaise),
      gst_rate: i.gstRate == null ? null : Number(i.gstRate),
    })),
    timeline: timelineOf(order.status, events),
    ...shipmentWire(order),
  };
}
