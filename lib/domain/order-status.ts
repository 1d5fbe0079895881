/** Order and payment status flow (DESIGN.md §5), shared by the server, the tracking page and the back-office. */

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
/** 'easybuzz' is the contract's spelling of the Easebuzz gateway. */
export type PaymentMethod = 'easybuzz' | 'cod';

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

/** A buyer may cancel their own order only while nothing has happened to it yet. */
export function buyerMayCancel(order: { status: string; paymentStatus: string }): boolean {
  return order.status === 'pending' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded';
}

export function isFinalStatus(status: string): boolean {
  return status === 'cancelled' || status === 'refunded';
}
