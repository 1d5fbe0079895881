import type { WireOrderDetail } from '@/lib/domain/wire/orders';
import { paiseToRupees, rupeesToPaise } from '@/lib/domain/money';

/** Refunds processed on an order's payments, and what can still go back on the last paid one (rupees). */
export function refundFigures(order: WireOrderDetail): { refunded: number; left: number } {
  const sum = (refunds: { refund_amount: number }[]) => refunds.reduce((s, r) => s + rupeesToPaise(r.refund_amount), 0);
  const all = (order.payments ?? []).flatMap((p) => p.refunds);
  const refunded = sum(all.filter((r) => r.status === 'processed'));
  const paid = [...(order.payments ?? [])].reverse().find((p) => p.status === 'paid' || p.status === 'partially_refunded');
  const taken = paid ? sum(paid.refunds.filter((r) => r.status !== 'failed')) : 0;
  return { refunded: paiseToRupees(refunded), left: paid ? paiseToRupees(rupeesToPaise(paid.amount) - taken) : 0 };
}
