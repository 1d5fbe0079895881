import 'server-only';
import { env } from './env';
import { peerHeaderName } from './peer-address';

const MAX_HOPS = 10;

/**
 * How many proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS): 0 (default) when
 * clients connect to Next directly, 1 behind one load balancer or CDN, 2 behind a CDN and a load balancer.
 */
function trustedProxyHops(): number {
  return Math.min(env().TRUSTED_PROXY_HOPS, MAX_HOPS);
}

type HeaderSource = { get(name: string): string | null };

/**
 * The forwarding chain, nearest hop last, and whether it ends with the socket's peer: as recorded at the
 * socket by the server `npm start` runs (front/middleware.mjs), else X-Forwarded-For as Next left it (the
 * standalone server: Next sets it to the socket address only when a request arrives without one, so the
 * nearest proxy is not in it; in-process tests set it themselves).
 */
function chainOf(headers: HeaderSource): { hops: string[]; endsWithPeer: boolean } {
  const recorder = peerHeaderName();
  const recorded = recorder ? headers.get(recorder) : null;
  const raw = recorded || headers.get('x-forwarded-for') || '';
  const hops = raw
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return { hops, endsWithPeer: Boolean(recorded) };
}

/**
 * The client's address for rate limits and the audit log: the entry TRUSTED_PROXY_HOPS places before the
 * socket's peer. Entries further left were written by the client and are never trusted, so rotating a
 * forged X-Forwarded-For moves no limit. Without the recorder the peer is not in the chain, so the nearest
 * proxy's entry is the last one.
 */
export function clientIp(from: Request | HeaderSource): string {
  const { hops, endsWithPeer } = chainOf(from instanceof Request ? from.headers : from);
  if (!hops.length) return 'unknown';
  const fromEnd = endsWithPeer ? trustedProxyHops() : Math.max(0, trustedProxyHops() - 1);
  return hops[Math.max(0, hops.length - 1 - fromEnd)].slice(0, 64);
}
