// What the checkout result pages may say. The gateway's return links carry a code, never text: a page on
// our domain that printed any `?message=` would lend our name to whoever wrote the link.

const PAYMENT_RESULT_MESSAGES = {
  payment_failed: 'Payment failed. Please try again.',
  payment_cancelled: 'Payment was cancelled.',
  payment_unverified: 'Payment could not be verified. If money was taken, it will be refunded.',
  payment_pending: 'Your payment is still being processed. We will email you as soon as it is confirmed.',
  order_expired: 'This order can no longer be paid. Please place a new order.',
} as const;

export type PaymentResultCode = keyof typeof PAYMENT_RESULT_MESSAGES;

const DEFAULT_PAYMENT_FAILURE: PaymentResultCode = 'payment_failed';

/** The message for a code from a URL; anything unknown gets the generic failure text. */
export function paymentResultMessage(code: unknown): string {
  const known = typeof code === 'string' && Object.hasOwn(PAYMENT_RESULT_MESSAGES, code);
  return PAYMENT_RESULT_MESSAGES[known ? (code as PaymentResultCode) : DEFAULT_PAYMENT_FAILURE];
}
