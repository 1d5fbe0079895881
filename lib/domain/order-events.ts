/**
 * The order timeline's recorded texts are written in English when they happen (order_events.title and note:
 * the back-office and /api read them as written). The site's pages show the ones the system writes in the
 * page's language: each is recognised here and named by a key of the catalogues' `orders.events` (with its
 * amount or code); a text typed by staff is not recognised and is shown as typed.
 */
export type EventText = { key: EventKey; params?: Record<string, string> };

type EventKey =
  | 'paymentReceived'
  | 'paymentFailed'
  | 'paymentCancelled'
  | 'paymentNotStarted'
  | 'expired'
  | 'reopened'
  | 'paidAfterCancel'
  | 'duplicateNotRefunded'
  | 'refundIssued'
  | 'secondPayment'
  | 'couponHonoured'
  | 'cancelledByCustomer'
  | 'cancelledByStaff';

const EXACT: Record<string, EventKey> = {
  'Payment received': 'paymentReceived',
  'Payment failed': 'paymentFailed',
  'Payment cancelled': 'paymentCancelled',
  'Payment could not be started': 'paymentNotStarted',
  'Payment not received in time: order expired': 'expired',
  'Order reopened after late payment': 'reopened',
  'Payment received after cancellation: refund due': 'paidAfterCancel',
  'Duplicate payment not refunded automatically: refund it by hand': 'duplicateNotRefunded',
  'Cancelled by customer': 'cancelledByCustomer',
  'Cancelled by staff': 'cancelledByStaff',
};

const PATTERNS: [RegExp, EventKey, string][] = [
  [/^Refund of (₹[\d,.]+) issued$/, 'refundIssued', 'amount'],
  [/^Second payment of (₹[\d,.]+) received: it is being refunded$/, 'secondPayment', 'amount'],
  [/^Coupon (\S*) honoured past its usage limit \(the payment was already made\)$/, 'couponHonoured', 'code'],
];

/** The key a system-written timeline text reads by, or null for a text typed by hand. */
export function knownEventText(text: string): EventText | null {
  const exact = EXACT[text];
  if (exact) return { key: exact };
  for (const [pattern, key, param] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, params: { [param]: match[1] } };
  }
  return null;
}
