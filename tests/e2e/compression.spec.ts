import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

// Next's own compression (next.config.ts compress, on by default), through the production server: a cached
// page asked for with gzip is sent gzipped, and what it decodes to is the page a client asking for no
// compression gets.
type Answer = { headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // node:http, not Playwright's request: that one decodes bodies itself, and the bytes are what is checked.
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('cached pages go out gzipped as browsers ask, the same HTML as uncompressed', async ({ baseURL }) => {
  for (const path of ['/shop', '/hi/shop', '/about']) {
    const url = `${baseURL}${path}`;
    // The cached page (its first answer is the render itself, streamed before it is stored).
    let plain = await get(url, {});
    await expect.poll(async () => (plain = await get(url, {})).headers['x-nextjs-cache']).toBe('HIT');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('</html>');
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding'], path).toBe('gzip');
    expect(zipped.headers['x-nextjs-cache']).toBe('HIT');
    // Compared as a flag: a failing diff of two whole pages says nothing.
    expect(gunzipSync(zipped.body).toString('utf8') === html ? 'same page' : 'another page', path).toBe('same page');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
  }
});

test('streamed answers are compressed too', async ({ baseURL }) => {
  // A search renders on request (it is not cached) and streams.
  const zipped = await get(`${baseURL}/shop?search=honey`, { 'accept-encoding': 'gzip' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers['x-nextjs-cache']).toBeUndefined();
  expect(gunzipSync(zipped.body).toString('utf8')).toContain('</html>');
});
