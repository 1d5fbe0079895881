import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STOCK_COUNT_LAG_SECONDS } from '@/lib/config/shared-cache';
import { shopperOrder } from '../support/checkout';
import { ADMIN, PNG, USER, apiToken } from './backoffice-support';

/** The low-stock badge in a page's HTML, as one message or in React's text pieces. */
const onlyLeft = (n: number) => new RegExp(`Only (?:<!-- -->)?${n}(?:<!-- -->)? left`);

// Freshness of the cached shop (lib/server/cache/expiry.ts): after each write in the table, the very next
// request to the page and to the API shows the change, and pages the write does not touch stay cached
// (x-nextjs-cache: HIT). Every page is requested first, so it sits in the cache: what these tests see after
// the write is a regenerated page, not a first render. Pages show availability (sold out, few left), never a
// count: the browser reads counts live, so an order that changes no availability leaves every page cached,
// and the API's counts follow within STOCK_COUNT_LAG_SECONDS. Runs against the back-office server (its own
// database): it changes the catalogue.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const tag = () => randomBytes(3).toString('hex');

/** A page, and how Next's cache answered it: HIT (cached), STALE (cached, being rendered again), MISS. */
async function html(request: APIRequestContext, path: string): Promise<{ status: number; body: string; cache: string | null }> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  return { status: res.status(), body: await res.text(), cache: res.headers()['x-nextjs-cache'] ?? null };
}

/** The markup of a product's card in a listing page. */
function card(body: string, name: string): string {
  const at = body.indexOf(name);
  expect(at, `${name} is listed`).toBeGreaterThan(-1);
  return body.slice(body.lastIndexOf('<article', at), body.indexOf('</article>', at));
}

async function apiProduct(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/products/${id}`);
  return { status: res.status(), data: res.ok() ? (await res.json()).data : null };
}

/** A new active product in the 'other' category, its pages and API answers already cached. */
async function cachedProduct(request: APIRequestContext, admin: string, fields: Record<string, unknown> = {}) {
  const name = `Fresh ${tag()}`;
  const res = await request.post('/api/products', {
    headers: auth(admin),
    data: { name, price: 250, category: 'other', stock_quantity: 20, description: 'A test product.', ...fields },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).data.id as number;
  for (let i = 0; i < 2; i++) {
    expect((await html(request, `/shop/product/${id}`)).status).toBe(200);
    expect((await html(request, '/shop?category=other')).body).toContain(name);
    expect((await apiProduct(request, id)).status).toBe(200);
  }
  return { id, name };
}

async function placeCodOrder(request: APIRequestContext, user: string, productId: number, quantity: number): Promise<number> {
  const res = await request.post('/api/orders', {
    headers: { ...auth(user), 'x-forwarded-for': `198.18.7.${Math.floor(Math.random() * 250)}` },
    data: shopperOrder([{ product_id: productId, quantity }]),
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return (body.data?.order?.id ?? body.data?.id) as number;
}

/** The count in the API at once, and on the product page and its card as the browser reads it; never in the HTML. */
async function expectStock(request: APIRequestContext, page: Page, product: { id: number; name: string }, stock: number) {
  expect((await apiProduct(request, product.id)).data.stock).toBe(stock);
  const cached = await html(request, `/shop/product/${product.id}`);
  expect(cached.body).toContain('schema.org/InStock');
  expect(cached.body).not.toMatch(onlyLeft(stock));
  await page.goto(`/shop/product/${product.id}`);
  await expect(page.getByText(stock <= 5 ? `Only ${stock} left` : `${stock} in stock`)).toBeVisible();
  if (stock > 5) return;
  await page.goto('/shop?category=other');
  await expect(page.getByRole('article').filter({ hasText: product.name }).getByText(`Only ${stock} left`)).toBeVisible();
}

let admin = '';
let user = '';
test.beforeAll(async ({ request }) => {
  admin = await apiToken(request, ADMIN);
  user = await apiToken(request, USER);
});

test('product create: the category listing and the API list show the new product on the next request', async ({ request }) => {
  expect((await html(request, '/shop?category=other')).status).toBe(200);
  const before = await (await request.get('/api/products?category=other&per_page=50')).json();
  const bystander = await cachedProduct(request, admin);
  const { id, name } = await cachedProduct(request, admin);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
  expect(before.data.data.map((p: { id: number }) => p.id)).not.toContain(id);
  const after = await (await request.get('/api/products?category=other&per_page=50')).json();
  expect(after.data.data.map((p: { id: number }) => p.id)).toContain(id);
  expect((await html(request, '/shop')).body).toContain(name);
});

test('product edit: a new price shows on the product page, the listing and the API at once; other products stay cached', async ({
  request,
}) => {
  const bystander = await cachedProduct(request, admin);
  const { id } = await cachedProduct(request, admin);
  expect((await request.put(`/api/products/${id}`, { headers: auth(admin), data: { price: 321 } })).status()).toBe(200);
  expect((await apiProduct(request, id)).data.price).toBe(321);
  // The page states the shown price (₹321 before GST + 18%); the API's `price` stays before GST.
  expect((await html(request, `/shop/product/${id}`)).body).toContain('"price":"378.78"');
  expect((await html(request, '/shop?category=other')).body).toContain('378.78');
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
});

test('product status: a deactivated product leaves the page, the listing and the API; activated it returns', async ({ request }) => {
  const bystander = await cachedProduct(request, admin);
  const { id, name } = await cachedProduct(request, admin);
  expect((await request.put(`/api/products/${id}/status`, { headers: auth(admin), data: { status: 'inactive' } })).status()).toBe(200);
  expect((await apiProduct(request, id)).status).toBe(404);
  expect((await html(request, `/shop/product/${id}`)).status).toBe(404);
  expect((await html(request, '/shop?category=other')).body).not.toContain(name);
  expect((await request.put(`/api/products/${id}/status`, { headers: auth(admin), data: { status: 'active' } })).status()).toBe(200);
  expect((await apiProduct(request, id)).status).toBe(200);
  expect((await html(request, `/shop/product/${id}`)).status).toBe(200);
  expect((await html(request, '/shop?category=other')).body).toContain(name);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
});

test('product delete: the page and the API answer 404 on the next request', async ({ request }) => {
  const bystander = await cachedProduct(request, admin);
  const { id, name } = await cachedProduct(request, admin);
  expect((await request.delete(`/api/products/${id}`, { headers: auth(admin) })).status()).toBe(200);
  expect((await apiProduct(request, id)).status).toBe(404);
  expect((await html(request, `/shop/product/${id}`)).status).toBe(404);
  expect((await html(request, '/shop?category=other')).body).not.toContain(name);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
});

/** Sold out or not, on the product page, its card in the listing and GET /api/products/{id}: never stale. */
async function expectSoldOut(request: APIRequestContext, product: { id: number; name: string }, soldOut: boolean) {
  expect((await apiProduct(request, product.id)).data.stock === 0).toBe(soldOut);
  expect((await html(request, `/shop/product/${product.id}`)).body).toContain(soldOut ? 'schema.org/OutOfStock' : 'schema.org/InStock');
  const listed = card((await html(request, '/shop?category=other')).body, product.name);
  if (soldOut) expect(listed).toContain('Out of Stock');
  else expect(listed).not.toContain('Out of Stock');
}

test('stock set by staff shows at once, on its page and its card; other products stay cached', async ({ request, page }) => {
  const bystander = await cachedProduct(request, admin);
  const product = await cachedProduct(request, admin);
  expect((await request.put(`/api/products/${product.id}/stock`, { headers: auth(admin), data: { stock_quantity: 4 } })).status()).toBe(
    200,
  );
  await expectStock(request, page, product, 4);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
  // A count that changes no availability: the pages stay cached, the API's count is new at once.
  expect((await request.put(`/api/products/${product.id}/stock`, { headers: auth(admin), data: { stock_quantity: 3 } })).status()).toBe(
    200,
  );
  expect((await html(request, `/shop/product/${product.id}`)).cache).toBe('HIT');
  await expectStock(request, page, product, 3);
});

test('an order that sells a product out shows it at once; its cancellation brings it back at once; the rest stays cached', async ({
  request,
  page,
}) => {
  const bystander = await cachedProduct(request, admin);
  const product = await cachedProduct(request, admin, { stock_quantity: 2 });
  expect((await html(request, '/')).status).toBe(200); // cached: an order does not change the home page
  const order = await placeCodOrder(request, user, product.id, 2);
  await expectSoldOut(request, product, true);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
  expect((await html(request, '/')).cache).toBe('HIT');
  const cancel = await request.post(`/api/orders/${order}/cancel`, { headers: auth(user), data: { reason: 'Changed my mind' } });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await expectSoldOut(request, product, false);
  await expectStock(request, page, product, 2);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
});

test('stock given back by a refund before shipping shows at once', async ({ request, page }) => {
  const product = await cachedProduct(request, admin, { stock_quantity: 1 });
  const order = await placeCodOrder(request, user, product.id, 1);
  await expectSoldOut(request, product, true);
  const refund = await request.put(`/api/orders/${order}/status`, { headers: auth(admin), data: { status: 'refunded', note: 'test' } });
  expect(refund.status(), await refund.text()).toBe(200);
  await expectSoldOut(request, product, false);
  await expectStock(request, page, product, 1);
});

test('an order that changes no availability leaves every page cached, its own included; the API count follows within its lag', async ({
  request,
  page,
}) => {
  const bystander = await cachedProduct(request, admin);
  const { id } = await cachedProduct(request, admin, { stock_quantity: 40 });
  for (const path of ['/', '/shop']) expect((await html(request, path)).status).toBe(200);
  await placeCodOrder(request, user, id, 1);
  // The live count (what carts, checkout and the product page read) is right at once.
  expect((await (await request.get(`/api/products/${id}/stock`)).json()).data.stock).toBe(39);
  const own = await html(request, `/shop/product/${id}`);
  expect(own.status).toBe(200);
  expect(own.cache).toBe('HIT');
  expect(own.body).not.toContain('40 in stock');
  await page.goto(`/shop/product/${id}`);
  await expect(page.getByText('39 in stock')).toBeVisible();
  // Staff read the database: their answer has the count at once.
  expect((await (await request.get(`/api/products/${id}`, { headers: auth(admin) })).json()).data.stock).toBe(39);
  // The API's count lives STOCK_COUNT_LAG_SECONDS; after that the next request refreshes it, the one after shows it.
  await expect.poll(async () => (await apiProduct(request, id)).data.stock, { timeout: (STOCK_COUNT_LAG_SECONDS + 3) * 1000 }).toBe(39);
  expect((await html(request, '/shop?category=other')).cache).toBe('HIT');
  expect((await html(request, '/shop')).cache).toBe('HIT');
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
  expect((await html(request, '/')).cache).toBe('HIT');
});

test('an order right after a price change does not bring the old price back', async ({ request }) => {
  const { id } = await cachedProduct(request, admin, { stock_quantity: 40 });
  expect((await request.put(`/api/products/${id}`, { headers: auth(admin), data: { price: 345 } })).status()).toBe(200);
  // Before anyone asks for the page again, an order moves its count.
  await placeCodOrder(request, user, id, 1);
  const page = await html(request, `/shop/product/${id}`);
  expect(page.cache).not.toBe('STALE');
  expect(page.body).toContain('"price":"407.10"'); // ₹345 + 18%
  expect((await apiProduct(request, id)).data.price).toBe(345);
});

test('slides: a new slide shows on the home page and in GET /api/slides at once; the shop stays cached', async ({ request }) => {
  const bystander = await cachedProduct(request, admin);
  expect((await html(request, '/')).status).toBe(200);
  const title = `Slide ${tag()}`;
  expect((await html(request, '/')).body).not.toContain(title);
  const res = await request.post('/api/slides', {
    headers: auth(admin),
    multipart: { title, description: 'Freshness', image: { name: 'slide.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await html(request, '/')).body).toContain(title);
  expect(JSON.stringify((await (await request.get('/api/slides')).json()).data)).toContain(title);
  const id = (await res.json()).data.id;
  expect((await request.delete(`/api/slides/${id}`, { headers: auth(admin) })).status()).toBe(200);
  expect((await html(request, '/')).body).not.toContain(title);
  expect((await html(request, `/shop/product/${bystander.id}`)).cache).toBe('HIT');
  expect((await html(request, '/shop?category=other')).cache).toBe('HIT');
});

test('paid donation: the donor wall and its stats show it at once', async ({ request }) => {
  const stats = async () => (await (await request.get('/api/donations/donors/stats')).json()).data;
  expect((await html(request, '/donations')).status).toBe(200);
  const before = await stats();
  const name = `Donor ${tag()}`;
  const res = await request.post('/api/donations', {
    headers: auth(admin),
    data: {
      name,
      email: `${name.replace(' ', '-').toLowerCase()}@example.test`,
      phone: '9876543210',
      address: '14 Mall Road, Kanpur',
      amount: 250000,
      cause: 'general-welfare',
      payment_mode: 'bank_transfer', // cash of ₹2,00,000 or more is refused (section 269ST)
      want80G: false,
      wallDisplay: 'name',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await stats()).total_donations).toBe(before.total_donations + 1);
  expect((await html(request, '/donations')).body).toContain(name);
  expect(JSON.stringify((await (await request.get('/api/donations/donors?per_page=100')).json()).data)).toContain(name);
});

test('an unknown category, a page past the end and an unknown product answer 404 and are never kept in the cache', async ({ request }) => {
  for (const path of ['/shop?category=no-such-category', '/hi/shop?category=no-such-category', '/shop?page=9999', '/shop/product/999999']) {
    for (let i = 0; i < 2; i++) {
      const page = await html(request, path);
      expect(page.status, path).toBe(404);
      expect(page.cache, path).not.toBe('HIT');
    }
  }
});
