import type { Coded } from './coded';

/**
 * A gateway's refusal as a buyer or donor reads it (issue 37): the gateway's own text (`gateway.error`'s
 * detail, English and meant for us) is never shown on the site; a known kind of refusal gets its own words in
 * the page's language, anything else a plain "could not start". Staff and the /api keep the detail.
 */
export function gatewayRefusalForBuyer<C extends Coded<string>>(coded: C): C | Coded {
  if (coded.code !== 'gateway.error') return coded;
  const detail = String(coded.params?.detail ?? '');
  if (/amount/i.test(detail)) return { code: 'gateway.amount_refused' };
  if (/e-?mail|phone|mobile|name|address/i.test(detail)) return { code: 'gateway.details_refused' };
  return { code: 'gateway.refused' };
}
