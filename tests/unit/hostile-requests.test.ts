// What answers hostile requests before Next's own decoding and WHATWG Request do (they answered 500):
// proxy.ts's test for undecodable paths, and the method guard in front of Next (front/middleware.mjs). The production server proves the
// whole path in tests/e2e/hostile-input.spec.ts.
import { createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isMalformedPath } from '@/lib/server/http/malformed-path';
import { refuseUnknownMethods } from '@/front/middleware.mjs';

describe('isMalformedPath', () => {
  it('finds segments that cannot be percent-decoded: bad hex, cut and overlong UTF-8, a lone %', () => {
    for (const p of [
      '/api/products/%ff',
      '/api/products/%E2%82/stock',
      '/documents/%C0%AE',
      '/shop/product/%',
      '/api/health%ff',
      '/x/%ED%A0%80',
    ])
      expect(isMalformedPath(p), p).toBe(true);
  });
  it('lets decodable paths through, odd or not', () => {
    for (const p of ['/', '/shop/product/12', '/api/products/%25ff', '/a/%2e%2e%2f', '/a/%E2%82%AC', '/a/%00'])
      expect(isMalformedPath(p), p).toBe(false);
  });
});

function send(port: number, method: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the method guard', () => {
  it('answers TRACE and other methods Next cannot take with 405 (the JSON envelope under /api) and passes the rest on', async () => {
    const guard = refuseUnknownMethods();
    const server = createServer((req, res) => guard(req, res, () => res.end('app')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const api = await send(port, 'TRACE', '/api/health');
      expect(api.status).toBe(405);
      expect(JSON.parse(api.body)).toEqual({ success: false, data: null, message: 'Method not allowed.' });
      for (const method of ['TRACE', 'PROPFIND', 'PURGE', 'M-SEARCH']) expect((await send(port, method, '/about')).status).toBe(405);
      expect((await send(port, 'PROPFIND', '/api/products')).type).toBe('application/json');
      for (const method of ['GET', 'POST', 'DELETE', 'OPTIONS']) expect((await send(port, method, '/api/health')).body).toBe('app');
    } finally {
      server.close();
    }
  });
});
