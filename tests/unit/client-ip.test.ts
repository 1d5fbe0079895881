import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordPeerAddress } from '@/front/middleware.mjs';
import { clientIp } from '@/lib/server/platform/client-ip';
import { resetEnvCache } from '@/lib/config/env';

// The client's address for rate limits: TRUSTED_PROXY_HOPS counts the proxies in front, whichever server
// runs. Behind `npm start` the chain ends with the socket's peer (front/middleware.mjs records it); behind
// the standalone server it ends with what the nearest proxy appended.
const headersOf = (raw: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => (raw[name] === undefined ? null : String(raw[name])),
});

function recorded(forwarded: string | undefined, socket: string) {
  const req = {
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  recordPeerAddress()(req, {} as ServerResponse, () => {});
  return headersOf(req.headers);
}

const hops = (n: number) => {
  vi.stubEnv('TRUSTED_PROXY_HOPS', String(n));
  resetEnvCache();
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('ssf.peer-address')];
});

describe('clientIp', () => {
  it('behind npm start with no proxy: the socket, whatever X-Forwarded-For a client forges', () => {
    hops(0);
    expect(clientIp(recorded(undefined, '203.0.113.5'))).toBe('203.0.113.5');
    expect(clientIp(recorded('1.1.1.1, 2.2.2.2', '203.0.113.5'))).toBe('203.0.113.5');
  });

  it('behind npm start and one load balancer: what the balancer appended', () => {
    hops(1);
    expect(clientIp(recorded('6.6.6.6, 198.51.100.9', '10.0.0.2'))).toBe('198.51.100.9');
  });

  it('behind the standalone server and one load balancer (no recorder): what the balancer appended', () => {
    hops(1);
    expect(clientIp(headersOf({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }))).toBe('198.51.100.9');
    hops(2);
    expect(clientIp(headersOf({ 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.1.1.1' }))).toBe('198.51.100.9');
  });
});
