import type { WireOrderDetail } from '@/lib/domain/wire/orders';

/** Refunds processed on an order's payments, and what can still go back on the last paid one. */
export function refundFigures(order: WireOrderDetail): { refunded: number; left: number } {
  const all = (order.payments ?? []).flatMap((p) => p.refunds);
  const refunded = all.filter((r) => r.status === 'processed').reduce((s, r) => s + r.refund_amount, 0);
  const paid = [...(order.payments ?? [])].reverse().find((p) => p.status === 'paid' || p.status === 'partially_refunded');
  const taken = paid ? paid.refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.refund_amount, 0) : 0;
  return { refunded: Math.round(refunded * 100) / 100, left: paid ? Math.round((paid.amount - taken) * 100) / 100 : 0 };
}
