import 'server-only';
import type { SystemCaller, SystemSource } from './caller';

/**
 * The caller of a gateway callback, a webhook or the reconciliation job. Deliberately not exported from the
 * accounts index: ESLint allows importing this file only from those entry points (eslint.config.mjs), so no
 * page, action or ordinary route can act as the system.
 */
export function systemCaller(source: SystemSource): SystemCaller {
  return { kind: 'system', source, ip: null } as SystemCaller;
}
