import 'server-only';
import { env } from '@/lib/server/platform';

export type GatewayName = 'easebuzz' | 'razorpay';

function hasKeys(gateway: GatewayName): boolean {
  const e = env();
  return gateway === 'easebuzz' ? Boolean(e.EASEBUZZ_KEY && e.EASEBUZZ_SALT) : Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
}

/**
 * PAYMENT_SANDBOX: unset = sandbox for a gateway without keys; 0 = never (a gateway without keys is
 * 'not configured'); 1 = always, even with keys.
 */
export function gatewayMode(gateway: GatewayName): 'live' | 'sandbox' | 'unconfigured' {
  const setting = env().PAYMENT_SANDBOX;
  if (setting === '1') return 'sandbox';
  if (hasKeys(gateway)) return 'live';
  return setting === '0' ? 'unconfigured' : 'sandbox';
}

export function isSandboxEnabled(gateway?: GatewayName): boolean {
  if (gateway) return gatewayMode(gateway) === 'sandbox';
  return gatewayMode('easebuzz') === 'sandbox' || gatewayMode('razorpay') === 'sandbox';
}
