// Behind a proxy with the default TRUSTED_PROXY_HOPS=0 every visitor shares the proxy's address. The first request that arrives at the socket with X-Forwarded-For is logged once, and
// /api/health tells staff; the public answer keeps its shape.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/tests/support/api';
import { createUser } from '@/tests/support/users';
import { recordPeerAddress } from '@/front/middleware.mjs';

let server: Server;

/** A request to a real socket of this process (the recorder sees it as Next's server would). */
function hit(headers: Record<string, string>): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  const record = recordPeerAddress();
  server = createServer((req, res) => record(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GET /api/health reports X-Forwarded-For arriving while TRUSTED_PROXY_HOPS is 0', () => {
  it('says nothing before any forwarded request, warns once (log) after one, and tells staff only', async () => {
    const staff = await createUser('admin');
    await hit({});
    const before = await api.get('/api/health', { token: staff.token });
    expect(before.body.data.proxy).toEqual({ trusted_proxy_hops: 0, forwarded_for_seen_at: null, warning: null });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await hit({ 'x-forwarded-for': '198.51.100.7' });
    await hit({ 'x-forwarded-for': '198.51.100.8' });
    const logged = warn.mock.calls.filter(([line]) => String(line).includes('TRUSTED_PROXY_HOPS'));
    warn.mockRestore();
    expect(logged).toHaveLength(1);

    const after = await api.get('/api/health', { token: staff.token });
    expect(after.status).toBe(200);
    expect(after.body.data.proxy).toMatchObject({ trusted_proxy_hops: 0, warning: expect.stringContaining('TRUSTED_PROXY_HOPS') });
    expect(Date.parse(after.body.data.proxy.forwarded_for_seen_at)).not.toBeNaN();

    // The public answer keeps its shape: no proxy, no payment modes.
    const guest = await api.get('/api/health');
    expect(guest.status).toBe(200);
    expect(Object.keys(guest.body.data).sort()).toEqual(['database', 'ok', 'time']);
    const shopper = await api.get('/api/health', { token: (await createUser('user')).token });
    expect(shopper.body.data.proxy).toBeUndefined();
  });
});
