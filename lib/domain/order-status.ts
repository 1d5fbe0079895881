/** Order and payment status flow (DESIGN.md §5), shared by the server, the tracking page and the back-office. */

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
export type PaymentMethod = 'easebuzz' | 'cod';
/**
 * The /api contract spells the Easebuzz gateway 'easybuzz' (its paths, payment_method values and the methods
 * list); inside the code and the database it is 'easebuzz'. These convert at the contract's edge only.
 */
export type WirePaymentMethod = 'easybuzz' | 'cod';
export const toWirePaymentMethod = (method: PaymentMethod): WirePaymentMethod => (method === 'easebuzz' ? 'easybuzz' : 'cod');
/** A payment's gateway as the contract names it (Razorpay keeps its name). */
export const toWireGateway = (gateway: string): string => (gateway === 'easebuzz' ? 'easybuzz' : gateway);

/**
 * "All orders" in the back-office (the All tile and list, the dashboard's Total Orders) means every order but
 * the cancelled ones: deleting an order cancels it and takes it out of the view (spec), and the Cancelled
 * tile shows them. One definition, so the tile and the dashboard never disagree.
 */
export const OUTSIDE_ALL_ORDERS: OrderStatus = 'cancelled';
export const countsInAllOrders = (status: string) => status !== OUTSIDE_ALL_ORDERS;

export const ORDER_STATUS_LABELS = {
  pending: 'Order placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
} as const satisfies Record<OrderStatus, string>;

const FORWARD: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

export type TimelineEntry = { title: string; status: string | null; note: string | null; date: string | null; completed: boolean };

/**
 * Recorded events (oldest first), then the steps still ahead of a live order, not completed and undated, so
 * a tracking page shows where the parcel is on its way.
 */
export function timelineOf(
  status: string,
  events: { title: string; status: string | null; note: string | null; createdAt: Date }[],
): TimelineEntry[] {
  const recorded = [...events]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((e) => ({ title: e.title, status: e.status, note: e.note, date: e.createdAt.toISOString(), completed: true }));
  const at = FORWARD.indexOf(status as OrderStatus);
  if (at < 0) return recorded;
  const ahead = FORWARD.slice(at + 1).map((s) => ({ title: ORDER_STATUS_LABELS[s], status: s, note: null, date: null, completed: false }));
  return [...recorded, ...ahead];
}

/**
 * A buyer may cancel their own order until it ships (issue 37), paid or not: a prepaid one is refunded through
 * its gateway first (lib/server/order-status). Shipped, delivered, cancelled and refunded orders cannot be.
 */
export function buyerMayCancel(order: { status: string }): boolean {
  return order.status === 'pending' || order.status === 'processing';
}

export function isFinalStatus(status: string): boolean {
  return status === 'cancelled' || status === 'refunded';
}

/**
 * An online order its buyer may pay again: still pending, its payment not through (closed tab, a gateway
 * that never answered), and not yet expired. A failed or cancelled payment gives the order up instead.
 */
export function buyerMayPayAgain(
  order: { status: string; paymentStatus: string; paymentMethod: string; expiresAt: Date | null },
  now = new Date(),
): boolean {
  return (
    order.paymentMethod === 'easebuzz' &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending' &&
    (order.expiresAt === null || order.expiresAt > now)
  );
}

/**
 * Whether an order's invoice is due (lib/server/orders/invoices.ts issues it then): cash on delivery once it
 * ships, online orders once paid; never for an order cancelled before that.
 */
export function invoiceAvailable(order: { status: string; paymentStatus: string; paymentMethod: string }): boolean {
  if (order.status === 'cancelled' || order.paymentStatus === 'failed') return false;
  if (order.paymentMethod === 'cod') return order.status === 'shipped' || order.status === 'delivered' || order.paymentStatus === 'paid';
  return order.paymentStatus !== 'pending';
}
