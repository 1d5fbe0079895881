import 'server-only';
import { absoluteUrl, env } from '@/lib/server/platform';
import { fail } from '@/lib/domain/errors';
import { gatewayMode } from '@/lib/server/payments/mode';

/** The sandbox's own merchant credentials: public on purpose, they only ever sign test payments. */
export const SANDBOX_KEY = 'SANDBOXKEY';
export const SANDBOX_SALT = 'sandbox-salt-not-a-secret';

export type EasebuzzConfig = { mode: 'live' | 'sandbox'; key: string; salt: string; payUrl: string; dashboardUrl: string };

const slash = (u: string) => (u.endsWith('/') ? u : `${u}/`);

/**
 * Keys and hosts. Live: EASEBUZZ_KEY/SALT against the production hosts unless EASEBUZZ_PAY_URL /
 * EASEBUZZ_DASHBOARD_URL say otherwise (e.g. Easebuzz's test hosts). Sandbox: our /sandbox/easebuzz/,
 * which speaks the same protocol; the same two variables may point elsewhere (tests do).
 */
export function easebuzzConfig(): EasebuzzConfig {
  const mode = gatewayMode('easebuzz');
  const e = env();
  if (mode === 'unconfigured') throw fail('payment.not_configured');
  if (mode === 'live') {
    return {
      mode,
      key: e.EASEBUZZ_KEY!,
      salt: e.EASEBUZZ_SALT!,
      payUrl: slash(e.EASEBUZZ_PAY_URL ?? 'https://pay.easebuzz.in/'),
      dashboardUrl: slash(e.EASEBUZZ_DASHBOARD_URL ?? 'https://dashboard.easebuzz.in/'),
    };
  }
  const sandbox = absoluteUrl('/sandbox/easebuzz/');
  return {
    mode,
    key: SANDBOX_KEY,
    salt: SANDBOX_SALT,
    payUrl: slash(e.EASEBUZZ_PAY_URL ?? sandbox),
    dashboardUrl: slash(e.EASEBUZZ_DASHBOARD_URL ?? sandbox),
  };
}
