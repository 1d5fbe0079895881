import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { noteForwardedHeader } from './forwarded-sighting';
import { hookRequests } from './request-hook';

// Next.js gives route handlers, pages and server actions no socket address: its server only fills
// `x-forwarded-for` with the socket address when the request has none, so a client that sends its own
// header replaces it. At start (instrumentation.ts) we therefore record, on every incoming request, the
// forwarding chain as it arrived plus the socket address, under a header whose name is random per process:
// a client cannot send it, because it cannot know it.

type PeerState = { header: string };
const KEY = Symbol.for('ssf.peer-address');
const store = globalThis as unknown as Record<symbol, PeerState | undefined>;

/** The header that carries the recorded chain, once the server has installed the recorder; else null. */
export function peerHeaderName(): string | null {
  return store[KEY]?.header ?? null;
}

/** "a, b" + socket "c" -> "a, b, c" (the last entry is always the socket's peer). */
function recordChain(req: IncomingMessage, header: string): void {
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hops.length) noteForwardedHeader();
  hops.push(req.socket?.remoteAddress ?? 'unknown');
  req.headers[header] = hops.join(', ');
}

/** Records every request's forwarding chain and socket address, in front of Next (request-hook.ts). */
export async function installPeerAddressRecorder(): Promise<void> {
  if (store[KEY]) return;
  const header = `x-peer-chain-${randomBytes(8).toString('hex')}`;
  await hookRequests((req, _res, next) => {
    recordChain(req, header);
    next();
  });
  store[KEY] = { header };
}
