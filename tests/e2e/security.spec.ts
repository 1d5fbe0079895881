import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';

// Issue 12: headers on every response of the production server, and a forged X-Forwarded-For that moves
// no per-address limit (the server records the socket address itself: lib/server/platform/peer-address.ts).

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  const csp = h['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com/);
  expect(csp).toMatch(/form-action 'self'[^;]* https:\/\/pay\.easebuzz\.in/);
  expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/api\.razorpay\.com/);
  expect(csp).not.toContain('nonce-');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  // The test servers' APP_URL is plain http: no HSTS there (issue 24 item 7; https is tested in
  // tests/unit/security-headers.test.ts).
  expect(h['strict-transport-security']).toBeUndefined();
  expect(h['x-frame-options']).toBe('DENY');
}

const show = (path: string, res: APIResponse) =>
  console.log(
    `[headers] ${path} -> ${res.status()}\n${Object.entries(res.headers())
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}`,
  );

test('every kind of response carries the security headers; personal JSON is private, no-store', async ({ request }) => {
  for (const path of ['/', '/shop', '/admin']) {
    const res = await request.get(path, { maxRedirects: 0 });
    show(path, res);
    expectSecurityHeaders(res);
  }
  const login = await request.post('/api/login', { data: { email: 'user@example.com', password: 'User@12345' } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  const auth = { authorization: `Bearer ${token}` };
  const products = (await (await request.get('/api/products?per_page=1')).json()).data;
  const productId = (products.data ?? products)[0].id;
  const placed = await request.post('/api/orders', {
    headers: auth,
    data: {
      items: [{ product_id: productId, quantity: 1 }],
      shipping_name: 'Header Check',
      shipping_email: 'user@example.com',
      shipping_phone: '9876543210',
      shipping_address: '12 MG Road',
      shipping_city: 'Kanpur',
      shipping_state: 'Uttar Pradesh',
      shipping_postal_code: '208001',
      shipping_country: 'India',
      payment_method: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const id = (await placed.json()).data.id;
  const order = await request.get(`/api/orders/${id}`, { headers: auth });
  expect(order.status()).toBe(200);
  show(`/api/orders/${id}`, order);
  expectSecurityHeaders(order);
  expect(order.headers()['cache-control']).toBe('private, no-store');
  const publicList = await request.get('/api/products?per_page=1');
  expect(publicList.headers()['cache-control'] ?? '').not.toContain('private');
});

test('public pages a write can change may sit in a CDN for 30 s at most; personal pages never', async ({ request }) => {
  const id = (await (await request.get('/api/products?per_page=1')).json()).data.data[0].id;
  for (const path of ['/', '/shop', '/shop?category=crafts&page=1', '/shop?search=honey', `/shop/product/${id}`, '/donations']) {
    await request.get(path); // the second answer comes from the prerender cache, where Next would say s-maxage=3600
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  }
  for (const path of ['/cart', '/profile', '/checkout']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-store');
  }
});

/**
 * A JSON POST sent from a chosen loopback address (any 127.x.y.z is ours on Linux): each run gets an address
 * of its own, so per-address counts left in the database by an earlier run or another spec do not carry over.
 */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test('a forged X-Forwarded-For moves no per-address limit (payment starts: 20 per 10 minutes)', async ({ baseURL }) => {
  const [a, b, c] = randomBytes(3);
  const from = `127.${a}.${b}.${Math.max(2, c)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    const headers = { 'x-forwarded-for': `198.51.100.${i + 1}, 10.0.0.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}` };
    statuses.push(await postFrom(from, `${baseURL}/api/payments/initiate`, { order_id: 2_000_000_000 + i }, headers));
  }
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
  expect(statuses[20]).toBe(429);
});

test('the checkout failure page shows only texts of its own, by code', async ({ page }) => {
  await page.goto('/checkout/failure?message=Your+account+is+locked.+Call+%2B1-555-0100&code=payment_cancelled');
  await expect(page.locator('main p[role="alert"], p[role="alert"]').first()).toHaveText('Payment was cancelled.');
  await expect(page.getByText('Call +1-555-0100')).toHaveCount(0);
  await page.goto('/checkout/failure?code=__proto__');
  await expect(page.locator('main p[role="alert"], p[role="alert"]').first()).toHaveText('Payment failed. Please try again.');
});

test('OPTIONS preflight on /api through the running server: allowed for a CORS_ORIGINS origin only', async ({ request }) => {
  // The proxy sees only preflights for /api (its matcher asks for Access-Control-Request-Method).
  const preflight = (origin: string) =>
    request.fetch('/api/cart/add', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
  const allowed = await preflight('https://client.example.org');
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe('https://client.example.org');
  expect(allowed.headers()['access-control-allow-methods']).toContain('POST');
  expect(allowed.headers()['access-control-allow-headers']).toContain('Authorization');

  const refused = await preflight('https://evil.example.net');
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  expect(refused.headers()['access-control-allow-methods']).toBeUndefined();

  // an ordinary request from the allowed origin still gets its CORS headers (from the route, not the proxy)
  const get = await request.get('/api/health', { headers: { origin: 'https://client.example.org' } });
  expect(get.headers()['access-control-allow-origin']).toBe('https://client.example.org');
});
