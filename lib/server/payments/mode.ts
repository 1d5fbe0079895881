import 'server-only';
import { env } from '@/lib/server/platform';

export type GatewayName = 'easebuzz' | 'razorpay';

function hasKeys(gateway: GatewayName): boolean {
  const e = env();
  return gateway === 'easebuzz' ? Boolean(e.EASEBUZZ_KEY && e.EASEBUZZ_SALT) : Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
}

/**
 * A production server on a real database (DATABASE_URL) is a deployment that takes real money: it never
 * falls back to the sandbox by itself, or a deployment that forgot its keys would let anyone forge paid
 * orders and 80G receipts. The embedded-database Quick start and development keep the automatic sandbox.
 */
function sandboxByDefault(): boolean {
  const e = env();
  return !(e.NODE_ENV === 'production' && e.DATABASE_URL);
}

/**
 * PAYMENT_SANDBOX: 1 = always the sandbox, even with keys; 0 = never (a gateway without keys is
 * 'unconfigured': its endpoints answer 503); unset = the gateway's keys decide, and without keys the
 * sandbox, except in production on a real database, where it is 'unconfigured'.
 */
export function gatewayMode(gateway: GatewayName): 'live' | 'sandbox' | 'unconfigured' {
  const setting = env().PAYMENT_SANDBOX;
  if (setting === '1') return 'sandbox';
  if (hasKeys(gateway)) return 'live';
  return setting === '0' || !sandboxByDefault() ? 'unconfigured' : 'sandbox';
}

export function isSandboxEnabled(gateway?: GatewayName): boolean {
  if (gateway) return gatewayMode(gateway) === 'sandbox';
  return gatewayMode('easebuzz') === 'sandbox' || gatewayMode('razorpay') === 'sandbox';
}

/** One line per gateway for the start-up log: the mode and, where payments are off or fake, why. */
export function paymentModeReport(): string[] {
  const setting = env().PAYMENT_SANDBOX;
  return (['easebuzz', 'razorpay'] as const).map((g) => {
    const mode = gatewayMode(g);
    const keys = g === 'easebuzz' ? 'EASEBUZZ_KEY and EASEBUZZ_SALT' : 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET';
    if (mode === 'live') return `${g}: live`;
    if (mode === 'sandbox')
      return setting === '1'
        ? `${g}: SANDBOX (PAYMENT_SANDBOX=1): test payments only, no money is taken`
        : `${g}: SANDBOX (no ${keys}; embedded database or development): test payments only`;
    return setting === '0'
      ? `${g}: NOT CONFIGURED (no ${keys}, PAYMENT_SANDBOX=0): its payment endpoints answer 503`
      : `${g}: NOT CONFIGURED: production on DATABASE_URL without ${keys}; payment endpoints answer 503. Set the keys, or PAYMENT_SANDBOX=1 for a test deployment`;
  });
}
