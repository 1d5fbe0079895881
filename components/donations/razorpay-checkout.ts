'use client';

/** The part of Razorpay Checkout (or the sandbox stand-in) the donation form uses. */
type CheckoutResponse = Record<string, string>;
type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void) => void };
type RazorpayOptions = {
  key: string;
  amount?: number;
  currency?: string;
  name: string;
  description: string;
  order_id?: string;
  subscription_id?: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
  theme: { color: string };
  handler: (response: CheckoutResponse) => void;
  modal: { ondismiss: () => void };
};
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export type CheckoutOutcome = { kind: 'paid'; response: CheckoutResponse } | { kind: 'dismissed' } | { kind: 'unavailable' };

/**
 * Opens checkout and resolves once: with the handler's response, or when the donor closes it. A failed
 * attempt keeps the window open (the donor may retry), as Razorpay's own checkout does.
 */
export function openCheckout(
  options: Omit<RazorpayOptions, 'handler' | 'modal' | 'theme'>,
  onFailure: (message: string) => void,
): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined' || !window.Razorpay) return resolve({ kind: 'unavailable' });
    const rzp = new window.Razorpay({
      ...options,
      theme: { color: '#f07a0b' },
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (r) => onFailure(r.error?.description ?? 'Payment failed'));
    rzp.open();
  });
}
