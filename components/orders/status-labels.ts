import type { OrderStatus } from '@/lib/domain/order-status';

type Translate = (key: string) => string;

/**
 * An order's status and payment status in the page's language, chosen by their codes (lib/domain's English
 * labels stay what the /api contract and the back-office use). `t` reads the `orders` namespace.
 */
export function orderStatusLabel(t: Translate, status: string): string {
  return ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'].includes(status)
    ? t(`status.${status as OrderStatus}`)
    : status;
}

/** As lib/domain/order-status.ts paymentStatusLabel, translated. */
export function paymentLabel(t: Translate, order: { paymentStatus: string; paymentMethod: string }): string {
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending') return t('payment.codPending');
  return ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'].includes(order.paymentStatus)
    ? t(`payment.${order.paymentStatus}`)
    : order.paymentStatus;
}
