import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AppInstances } from '../support/app-instances';
import { ADMIN } from './backoffice-support';

// Many instances and build once, deploy anywhere: two production servers of the one build on one PostgreSQL
// database and one Redis (REDIS_URL), with an APP_URL the build never saw. Needs TEST_DATABASE_URL (two
// servers cannot share an embedded database) and redis-server on PATH (.ci/run installs it).

const APP_URL = 'https://shop-instances.example.test';
const instances = new AppInstances('instances', 'INSTANCES_LOG');
const urls = instances.urls;

test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await instances.createDatabase();
  await instances.startRedis();
  const env = instances.env({ APP_URL });
  for (const name of ['a', 'b']) await instances.startServer(await instances.freeUrl(), env, name);
});

test.afterAll(() => instances.stop());

test('a price changed through one instance shows on the next request to the other (page and API)', async ({ request }) => {
  const [a, b] = urls;
  const login = await request.post(`${a}/api/login`, { data: ADMIN });
  const token = (await login.json()).token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${a}/api/products`, {
    headers: auth,
    data: { name: `Shared ${randomBytes(3).toString('hex')}`, price: 400, category: 'other', stock_quantity: 9 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;
  // Both instances have the page and the answer cached (from the shared cache).
  for (const base of [a, b, a, b]) {
    // The page states the shown price (₹400 before GST + 18%); the API's `price` stays before GST.
    expect(await (await request.get(`${base}/shop/product/${id}`)).text()).toContain('"price":"472.00"');
    expect((await (await request.get(`${base}/api/products/${id}`)).json()).data.price).toBe(400);
  }
  expect((await request.put(`${a}/api/products/${id}`, { headers: auth, data: { price: 455 } })).status()).toBe(200);
  expect(await (await request.get(`${b}/shop/product/${id}`)).text()).toContain('"price":"536.90"'); // ₹455 + 18%
  expect((await (await request.get(`${b}/api/products/${id}`)).json()).data.price).toBe(455);
  // The listing's card shows the new shown price (₹455 + 18% = ₹536.90).
  expect(await (await request.get(`${b}/shop?category=other`)).text()).toContain('₹536.90');
  // Served from Redis by the other instance, the page reads as it was rendered.
  const cached = await (await request.get(`${a}/shop?category=other`)).text();
  expect(cached).toContain('₹536.90');
});

test("prerendered pages, robots.txt and the sitemap carry the running server's APP_URL, not the build's", async ({ request }) => {
  const [a] = urls;
  for (const path of ['/about', '/faq', '/contact']) {
    const body = await (await request.get(`${a}${path}`)).text();
    expect(body).toContain(`<link rel="canonical" href="${APP_URL}${path}"`);
  }
  expect(await (await request.get(`${a}/robots.txt`)).text()).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  expect(await (await request.get(`${a}/sitemap.xml`)).text()).toContain(`<loc>${APP_URL}/about</loc>`);
});
