import { env } from '@/lib/config/env';

// With TRUSTED_PROXY_HOPS=0 (the default) every rate limit counts the socket's peer. Behind a reverse proxy
// that peer is the proxy, so all visitors share one address: ten bad passwords for any accounts lock everyone
// out. A proxy gives itself away by sending X-Forwarded-For: the server `npm start` runs notes the first
// request that carries one (front/middleware.mjs, on globalThis) and logs it; /api/health reports it to staff.
// (A client talking to us directly may also send the header; it is ignored either way, and the warning says so.)

type Sighting = { firstSeen: string };
const KEY = Symbol.for('ssf.forwarded-sighting');
const store = globalThis as unknown as Record<symbol, Sighting | undefined>;

const FORWARDED_WITHOUT_HOPS =
  'X-Forwarded-For arrives but TRUSTED_PROXY_HOPS is 0: if a proxy or load balancer is in front, every visitor ' +
  'shares its address for rate limits (one lockout locks out everyone). Set TRUSTED_PROXY_HOPS to the number of ' +
  'proxies (README, Deploying). If clients connect directly, they are sending the header themselves (ignored).';

export type ProxyReport = { trusted_proxy_hops: number; forwarded_for_seen_at: string | null; warning: string | null };

/** For /api/health (staff): the hop setting, whether a forwarded header was seen, and the warning if both say "proxy". */
export function proxyReport(): ProxyReport {
  const hops = env().TRUSTED_PROXY_HOPS;
  const seen = store[KEY]?.firstSeen ?? null;
  return { trusted_proxy_hops: hops, forwarded_for_seen_at: seen, warning: seen && hops === 0 ? FORWARDED_WITHOUT_HOPS : null };
}
