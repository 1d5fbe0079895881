import 'server-only';
import { env } from '@/lib/server/platform';
import { fail } from '@/lib/domain/errors';
import { gatewayMode } from '@/lib/server/payments/mode';

/**
 * The built-in sandbox's fixed credentials. They are public on purpose: the sandbox takes no money, and
 * payments made with it are recorded with mode 'sandbox'.
 */
export const RAZORPAY_SANDBOX_KEY_ID = 'rzp_test_SANDBOX000000';
export const RAZORPAY_SANDBOX_KEY_SECRET = 'sandbox_key_secret_not_a_real_secret';
export const RAZORPAY_SANDBOX_WEBHOOK_SECRET = 'sandbox_webhook_secret_not_a_real_secret';
export const RAZORPAY_SANDBOX_PATH = '/sandbox/razorpay';
/** Where the site's own calls reach the in-process sandbox: no network, and no page a browser can open. */
export const IN_PROCESS_SANDBOX_ORIGIN = 'http://sandbox.invalid';

export type RazorpayConfig = {
  mode: 'live' | 'sandbox';
  keyId: string;
  keySecret: string;
  /** Undefined in live mode when RAZORPAY_WEBHOOK_SECRET is not set: webhooks are then refused. */
  webhookSecret: string | undefined;
  apiUrl: string;
  /** Sandbox without an explicit RAZORPAY_API_URL: calls are dispatched to the sandbox in this process. */
  inProcess: boolean;
  checkoutUrl: string;
};

export function razorpayConfig(): RazorpayConfig {
  const e = env();
  const mode = gatewayMode('razorpay');
  if (mode === 'unconfigured') throw fail('donation.payments_not_configured');
  if (mode === 'sandbox') {
    return {
      mode,
      keyId: RAZORPAY_SANDBOX_KEY_ID,
      keySecret: RAZORPAY_SANDBOX_KEY_SECRET,
      webhookSecret: RAZORPAY_SANDBOX_WEBHOOK_SECRET,
      apiUrl: (e.RAZORPAY_API_URL ?? `${IN_PROCESS_SANDBOX_ORIGIN}${RAZORPAY_SANDBOX_PATH}`).replace(/\/+$/, ''),
      inProcess: !e.RAZORPAY_API_URL,
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL ?? `${RAZORPAY_SANDBOX_PATH}/checkout.js`,
    };
  }
  return {
    mode,
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    inProcess: false,
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL ?? 'https://checkout.razorpay.com/v1/checkout.js',
  };
}

/** The checkout script for the /donations page, or null when donations cannot be taken. */
export function razorpayCheckoutScript(): { url: string; keyId: string; mode: 'live' | 'sandbox' } | null {
  if (gatewayMode('razorpay') === 'unconfigured') return null;
  const c = razorpayConfig();
  return { url: c.checkoutUrl, keyId: c.keyId, mode: c.mode };
}
