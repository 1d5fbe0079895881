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

/**
 * The forwarding chain, nearest hop last: as recorded at the socket (platform/peer-address.ts) when the
 * server installed the recorder, else X-Forwarded-For as Next left it (Next sets it to the socket address
 * when a request arrives without one; in-process tests set it themselves).
 */
type HeaderSource = { get(name: string): string | null };

function chainOf(headers: HeaderSource): string[] {
  const recorder = peerHeaderName();
  const raw = (recorder && headers.get(recorder)) || headers.get('x-forwarded-for') || '';
  return raw
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
}

/**
 * The client's address for rate limits and the audit log: the entry TRUSTED_PROXY_HOPS places before the
 * socket's peer. Entries further left were written by the client and are never trusted, so rotating a
 * forged X-Forwarded-For moves no limit.
 */
export function clientIp(from: Request | HeaderSource): string {
  const chain = chainOf(from instanceof Request ? from.headers : from);
  if (!chain.length) return 'unknown';
  const hop = chain[Math.max(0, chain.length - 1 - trustedProxyHops())];
  return hop.slice(0, 64);
}
