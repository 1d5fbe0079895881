// What the checkout result pages may say. The gateway's return links carry a code, never text: a page on
// our domain that printed any `?message=` would lend our name to whoever wrote the link. Each code's words
// are in the catalogues (`checkout.results.<code>`), so the failure page reads in its own language.

const PAYMENT_RESULT_CODES = ['payment_failed', 'payment_cancelled', 'payment_unverified', 'payment_pending', 'order_expired'] as const;

export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

const DEFAULT_PAYMENT_FAILURE: PaymentResultCode = 'payment_failed';

/** The code from a URL when it is one of ours; anything else is the generic failure. */
export function paymentResultCode(code: unknown): PaymentResultCode {
  return PAYMENT_RESULT_CODES.find((known) => known === code) ?? DEFAULT_PAYMENT_FAILURE;
}
