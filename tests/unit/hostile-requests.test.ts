// What answers hostile requests before Next's own decoding and WHATWG Request do (they answered 500):
// proxy.ts's test for undecodable paths, and the method guard in front of Next (front/middleware.mjs). The production server proves the
// whole path in tests/e2e/hostile-input.spec.ts.
import { createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isBadLocalImageSource, isCrossSiteAction, isMalformedPath, malformedPagePath } from '@/lib/server/http/malformed-path';
import { originFormTargets, refuseUnknownMethods } from '@/front/middleware.mjs';

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

describe('malformedPagePath', () => {
  it("answers 404 with the 404 page's words in the address's language, never echoing the address", async () => {
    const en = malformedPagePath('/shop/product/%ff"><script>');
    expect(en.status).toBe(404);
    expect(en.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await en.text();
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).not.toContain('script');
    const hi = await malformedPagePath('/hi/shop/product/%ff').text();
    expect(hi).toContain('<html lang="hi-IN">');
    expect(hi).toContain('<h1>पेज नहीं मिला</h1>');
    expect(hi).toContain('href="/hi"');
  });
});

describe('isBadLocalImageSource (/_next/image?url=)', () => {
  it('refuses local pictures Next cannot fetch from itself: undecodable, or rewritten by the URL parser', () => {
    for (const url of ['/images/%', '/images/.', '/images/..', '/api/files/%ff', '/images/%2e', '/a/../b.png', '//evil.example/x.png'])
      expect(isBadLocalImageSource(url), url).toBe(true);
  });
  it('passes ordinary local pictures, remote ones and a missing url on to Next', () => {
    for (const url of ['/images/products/bamboo-basket.webp', '/api/files/12', '/images/a%20b.webp', 'https://cdn.example/x.png', null, ''])
      expect(isBadLocalImageSource(url), String(url)).toBe(false);
  });
});

describe('isCrossSiteAction', () => {
  it('is true when the Origin names another host (or is not a URL), false for the same host or no Origin', () => {
    expect(isCrossSiteAction('https://evil.example', 'shop.example.org')).toBe(true);
    expect(isCrossSiteAction('null', 'shop.example.org')).toBe(true);
    expect(isCrossSiteAction('http://127.0.0.1:3000', '127.0.0.1:3001')).toBe(true);
    expect(isCrossSiteAction('https://shop.example.org', 'shop.example.org')).toBe(false);
    expect(isCrossSiteAction(null, 'shop.example.org')).toBe(false);
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

describe('origin-form targets', () => {
  it('serves an absolute-form target as its path on this site and answers OPTIONS * and other targets with 400', async () => {
    const guard = originFormTargets();
    const server = createServer((req, res) => guard(req, res, () => res.end(`app ${req.url}`)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect((await send(port, 'GET', 'http://evil.example/about?x=1')).body).toBe('app /about?x=1');
      expect((await send(port, 'GET', '/shop?page=2')).body).toBe('app /shop?page=2');
      const star = await send(port, 'OPTIONS', '*');
      expect(star.status).toBe(400);
      expect((await send(port, 'GET', '//evil.example/about')).status).toBe(400);
    } finally {
      server.close();
    }
  });
});
