import { env } from '@/lib/config/env';

// With TRUSTED_PROXY_HOPS=0 (the default) every rate limit counts the socket's peer. Behind
// a reverse proxy that peer is the proxy, so all visitors share one address: ten bad passwords for any
// accounts lock everyone out. A proxy gives itself away by sending X-Forwarded-For, so the first request
// that carries one while hops is 0 is logged (once per process) and /api/health reports it to staff.
// (A client talking to us directly may also send the header; it is ignored either way, and the warning
// says so.) Kept on globalThis: instrumentation and the route bundles may hold separate module copies.

type Sighting = { firstSeen: string };
const KEY = Symbol.for('ssf.forwarded-sighting');
const store = globalThis as unknown as Record<symbol, Sighting | undefined>;

const FORWARDED_WITHOUT_HOPS =
  'X-Forwarded-For arrives but TRUSTED_PROXY_HOPS is 0: if a proxy or load balancer is in front, every visitor ' +
  'shares its address for rate limits (one lockout locks out everyone). Set TRUSTED_PROXY_HOPS to the number of ' +
  'proxies (README, Deploying). If clients connect directly, they are sending the header themselves (ignored).';

/** Called for every request that arrives with X-Forwarded-For (peer-address.ts); logs the first one. */
export function noteForwardedHeader(): void {
  if (store[KEY]) return;
  store[KEY] = { firstSeen: new Date().toISOString() };
  if (env().TRUSTED_PROXY_HOPS === 0) console.warn(`[proxy] ${FORWARDED_WITHOUT_HOPS}`);
}

export type ProxyReport = { trusted_proxy_hops: number; forwarded_for_seen_at: string | null; warning: string | null };

/** For /api/health (staff): the hop setting, whether a forwarded header was seen, and the warning if both say "proxy". */
export function proxyReport(): ProxyReport {
  const hops = env().TRUSTED_PROXY_HOPS;
  const seen = store[KEY]?.firstSeen ?? null;
  return { trusted_proxy_hops: hops, forwarded_for_seen_at: seen, warning: seen && hops === 0 ? FORWARDED_WITHOUT_HOPS : null };
}
