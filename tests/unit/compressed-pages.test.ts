import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, CompressedPages, compressResponse } from '@/lib/server/platform/compressed-pages';

// Compression in front of Next (lib/server/platform/compressed-pages.ts), on a real http.Server answering
// the way Next does: a cached page in one res.end(html) with x-nextjs-cache: HIT, a render streamed in pieces.
const page = (n: number) => `<!DOCTYPE html><html><body>${`<p>page ${n} &#x939;</p>`.repeat(400)}</body></html>`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
function text(a: Answer): string {
  const encoding = a.headers['content-encoding'];
  const decode = encoding === 'gzip' ? gunzipSync : encoding === 'br' ? brotliDecompressSync : (b: Buffer) => b;
  return decode(a.body).toString('utf8');
}

describe('compressed pages', () => {
  const pages = new CompressedPages();
  const middleware = compression();
  let version = 1;
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      compressResponse(pages, middleware, req, res);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/streamed') {
        res.write(page(0).slice(0, 5000));
        setTimeout(() => res.end(page(0).slice(5000)), 5);
        return;
      }
      const html = req.url === '/dynamic' ? `${page(9)}<!-- ${Math.random()} -->` : page(version);
      if (req.url !== '/dynamic') res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Content-Length', Buffer.byteLength(html));
      res.end(req.method === 'HEAD' ? null : html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a cached page gzipped, the second time from kept bytes, the same HTML both times', async () => {
    const first = await get(port, '/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBeDefined(); // the middleware's own (br or gzip)
    await pages.settled();
    expect(pages.size).toBe(1);

    const second = await get(port, '/shop', { 'accept-encoding': 'gzip, deflate, br' });
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(text(second)).toBe(page(1));
    expect(text(first)).toBe(page(1));
  });

  it('sends a page rendered again as its new HTML, never the kept bytes of the old one', async () => {
    version = 2;
    const answer = await get(port, '/shop', { 'accept-encoding': 'gzip' });
    expect(text(answer)).toBe(page(2));
    await pages.settled();
    expect(text(await get(port, '/shop', { 'accept-encoding': 'gzip' }))).toBe(page(2));
  });

  it('sends plain HTML to a client that does not ask for gzip, or refuses it', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, identity' }];
    for (const headers of asked) {
      const answer = await get(port, '/shop', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe(page(2));
    }
  });

  it('compresses streamed and uncached answers as before, and keeps nothing of them', async () => {
    const before = pages.size;
    const streamed = await get(port, '/streamed', { 'accept-encoding': 'gzip' });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(text(streamed)).toBe(page(0));
    const dynamic = await get(port, '/dynamic', { 'accept-encoding': 'gzip' });
    expect(text(dynamic)).toContain('page 9');
    await pages.settled();
    expect(pages.size).toBe(before);
  });

  it('answers HEAD with headers only', async () => {
    const head = await get(port, '/shop', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('keeps at most its byte budget, dropping the least recently used', async () => {
    const small = new CompressedPages(4 * page(1).length);
    small.take(page(1));
    await small.settled();
    small.take(page(2));
    await small.settled();
    expect(small.size).toBe(1);
    expect(small.take(page(2))).toBeInstanceOf(Buffer);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
    ['deflate, *;q=0.1', true],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
