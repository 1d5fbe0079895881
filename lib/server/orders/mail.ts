import 'server-only';
import type { DbOrTx } from '@/db';
import { foundation } from '@/lib/config/foundation';
import { formatInr } from '@/lib/domain/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { absoluteUrl } from '@/lib/server/platform';
import { enqueueMail } from '@/lib/server/mail';
import type { OrderItemRow, OrderRow } from './wire';

function summary(o: OrderRow, items: OrderItemRow[]): string {
  const lines = items.map((i) => `  ${i.productName} × ${i.quantity}  ${formatInr(i.totalPaise)}`);
  const money = [
    `Subtotal: ${formatInr(o.subtotalPaise)}`,
    `Shipping: ${o.shippingPaise ? formatInr(o.shippingPaise) : 'Free'}`,
    `GST (18%): ${formatInr(o.taxPaise)}`,
    ...(o.discountPaise ? [`Discount: −${formatInr(o.discountPaise)}`] : []),
    ...(o.codFeePaise ? [`Cash on delivery fee: ${formatInr(o.codFeePaise)}`] : []),
    `Total: ${formatInr(o.totalPaise)}`,
  ];
  return [...lines, '', ...money].join('\n');
}

/** The confirmation: sent when a COD order is placed or a gateway payment succeeds, never before. */
export async function enqueueOrderConfirmation(tx: DbOrTx, o: OrderRow, items: OrderItemRow[]) {
  const paid = o.paymentStatus === 'paid' ? 'Payment received.' : 'Payment: cash on delivery.';
  await enqueueMail(tx, {
    kind: 'order_confirmation',
    to: o.shippingEmail,
    subject: `Order ${o.orderNumber} confirmed – ${foundation.name}`,
    text: `Dear ${o.shippingName},\n\nThank you for your order ${o.orderNumber}. ${paid}\n\n${summary(o, items)}\n\nShipping to: ${o.shippingAddress}, ${o.shippingCity}, ${o.shippingState} ${o.shippingPostalCode}\n\nTrack your order: ${absoluteUrl(`/track?order=${encodeURIComponent(o.orderNumber)}`)}\n\n${foundation.name}\n`,
  });
}

export async function enqueueStatusMail(tx: DbOrTx, o: OrderRow, status: OrderStatus, note?: string | null) {
  await enqueueMail(tx, {
    kind: 'order_status',
    to: o.shippingEmail,
    subject: `Order ${o.orderNumber}: ${ORDER_STATUS_LABELS[status]}`,
    text: `Dear ${o.shippingName},\n\nYour order ${o.orderNumber} is now: ${ORDER_STATUS_LABELS[status]}.${note ? `\n\n${note}` : ''}\n\nTrack your order: ${absoluteUrl(`/track?order=${encodeURIComponent(o.orderNumber)}`)}\n\n${foundation.name}\n`,
  });
}
