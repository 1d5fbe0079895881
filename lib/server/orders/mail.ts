import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { orders } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { formatInr } from '@/lib/domain/money';
import type { OrderStatus } from '@/lib/domain/order-status';
import { mailPath, mailTranslator, type MailTranslator } from '@/lib/i18n/mail';
import { absoluteUrl } from '@/lib/server/platform';
import { enqueueMail } from '@/lib/server/mail';
import type { OrderItemRow, OrderRow } from './wire';
import { lineNamesIn } from './item-names';

// The buyer's mails, in the language the order was placed in (orders.locale). The GST invoice stays English.

/** What the confirmation lists of each line (an order's items, or the lines just priced for them). */
type MailedLine = Pick<OrderItemRow, 'productId' | 'productName' | 'quantity' | 'totalPaise'>;

function summary({ t }: MailTranslator, o: OrderRow, items: MailedLine[], names: string[]): string {
  const lines = items.map((i, n) => `  ${names[n]} × ${i.quantity}  ${formatInr(i.totalPaise)}`);
  const money = [
    t('order.subtotal', { amount: formatInr(o.subtotalPaise) }),
    t('order.shipping', { amount: o.shippingPaise ? formatInr(o.shippingPaise) : t('order.shippingFree') }),
    t('order.gst', { amount: formatInr(o.taxPaise) }),
    ...(o.discountPaise ? [t('order.discount', { amount: formatInr(o.discountPaise) })] : []),
    ...(o.codFeePaise ? [t('order.codFee', { amount: formatInr(o.codFeePaise) })] : []),
    t('order.total', { amount: formatInr(o.totalPaise) }),
  ];
  return [...lines, '', ...money].join('\n');
}

const trackLine = (mail: MailTranslator, o: OrderRow) =>
  mail.t('order.track', { url: absoluteUrl(mailPath(mail, `/track?order=${encodeURIComponent(o.orderNumber)}`)) });

/** The confirmation: sent when a COD order is placed or a gateway payment succeeds, never before. */
export async function enqueueOrderConfirmation(tx: DbOrTx, o: OrderRow, items: MailedLine[]) {
  const mail = mailTranslator(o.locale);
  const { t } = mail;
  const payment = o.paymentStatus === 'paid' ? t('order.paid') : t('order.cod');
  const address = `${o.shippingAddress}, ${o.shippingCity}, ${o.shippingState} ${o.shippingPostalCode}`;
  // Item names as the buyer's pages show them (the Hindi catalogue name in a Hindi mail).
  const names = await lineNamesIn(tx, mail.locale, items);
  await enqueueMail(tx, {
    kind: 'order_confirmation',
    to: o.shippingEmail,
    subject: t('order.confirmationSubject', { number: o.orderNumber, site: foundation.name }),
    text: `${t('order.greeting', { name: o.shippingName })}\n\n${t('order.thanks', { number: o.orderNumber, payment })}\n\n${summary(mail, o, items, names)}\n\n${t('order.shipTo', { address })}\n\n${trackLine(mail, o)}\n\n${foundation.name}\n`,
  });
}

/** The courier, tracking number and link the office recorded, one line each (none before it ships). */
function shipmentLines({ t }: MailTranslator, o: OrderRow): string {
  const lines = [
    ...(o.courier ? [t('order.courier', { courier: o.courier })] : []),
    ...(o.trackingNumber ? [t('order.trackingNumber', { number: o.trackingNumber })] : []),
    ...(o.trackingUrl ? [t('order.trackingUrl', { url: o.trackingUrl })] : []),
  ];
  return lines.length ? `\n\n${lines.join('\n')}` : '';
}

export async function enqueueStatusMail(tx: DbOrTx, o: OrderRow, status: OrderStatus, note?: string | null) {
  const mail = mailTranslator(o.locale);
  const { t } = mail;
  const label = t(`orderStatus.${status}`);
  const shipment = status === 'shipped' ? shipmentLines(mail, o) : '';
  await enqueueMail(tx, {
    kind: 'order_status',
    to: o.shippingEmail,
    subject: t('order.statusSubject', { number: o.orderNumber, status: label }),
    text: `${t('order.greeting', { name: o.shippingName })}\n\n${t('order.statusNow', { number: o.orderNumber, status: label })}${shipment}${note ? `\n\n${note}` : ''}\n\n${trackLine(mail, o)}\n\n${foundation.name}\n`,
  });
}

/** Every refund of an order the gateway accepted (a cancel, the office's full or part refund): its amount. */
export async function enqueueRefundMail(tx: DbOrTx, orderId: number, amountPaise: number) {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return;
  const mail = mailTranslator(o.locale);
  const { t } = mail;
  const amount = formatInr(amountPaise);
  await enqueueMail(tx, {
    kind: 'order_refund',
    to: o.shippingEmail,
    subject: t('order.refundSubject', { amount, number: o.orderNumber }),
    text: `${t('order.greeting', { name: o.shippingName })}\n\n${t('order.refundText', { amount, number: o.orderNumber })}\n\n${t('order.refundWhen')}\n\n${trackLine(mail, o)}\n\n${foundation.name}\n`,
  });
}
