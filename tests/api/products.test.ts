import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createProduct, uniqueTag } from '@/tests/support/products';
import { createUser, type TestUser } from '@/tests/support/users';

type Made = Awaited<ReturnType<typeof createProduct>>;

describe('catalog API', () => {
  const tag = uniqueTag('cat');
  let admin: TestUser;
  let manager: TestUser;
  let user: TestUser;
  const made: Record<string, Made> = {};

  beforeAll(async () => {
    [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
    // Created in this order so created_at sorts them; names sort differently from prices.
    made.apple = await createProduct({
      name: `${tag} Apple Candle`,
      category: 'decorative',
      // Products store the shown price: ₹354 and ₹472 at 18% are ₹300 and ₹400 before GST.
      pricePaise: 35400,
      originalPricePaise: 47200,
      discountPercentage: 25,
      stock: 3,
    });
    made.banyan = await createProduct({ name: `${tag} Banyan Basket`, category: 'crafts', pricePaise: 11800, stock: 0, description: '' });
    made.cedar = await createProduct({ name: `${tag} Cedar Comb`, category: 'Crafts', pricePaise: 23659, imageUrl: null });
    made.draft = await createProduct({ name: `${tag} Draft Drum`, category: 'crafts', status: 'draft' });
    made.inactive = await createProduct({ name: `${tag} Idle Item`, category: 'clothing', status: 'inactive' });
    made.archived = await createProduct({ name: `${tag} Old Oar`, category: 'crafts', status: 'archived' });
    for (let i = 0; i < 13; i++)
      await createProduct({ name: `${tag} Bulk ${String(i).padStart(2, '0')}`, category: 'other', pricePaise: 5000 + i * 100 });
  });

  const names = (body: { data: { data: { name: string }[] } }) => body.data.data.map((p) => p.name.replace(`${tag} `, ''));

  it('GET /api/products answers the paginated shape with the full product object', async () => {
    const res = await api.get(`/api/products?search=${tag}%20apple&status=active&per_page=12`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { current_page: 1, last_page: 1, per_page: 12, total: 1 } });
    const p = res.body.data.data[0];
    expect(p).toEqual({
      id: made.apple.id,
      name: `${tag} Apple Candle`,
      title: `${tag} Apple Candle`,
      description: `About ${tag} Apple Candle`,
      category: 'decorative',
      category_name: 'Decorative',
      category_id: made.apple.categoryId,
      price: 300,
      original_price: 400,
      price_incl_gst: 354,
      original_price_incl_gst: 472,
      discount_percentage: 25,
      stock_quantity: 3,
      stock: 3,
      sku: made.apple.sku,
      status: 'active',
      image: 'http://localhost:3000/images/products/clay-diya-set.webp',
      imageUrl: 'http://localhost:3000/images/products/clay-diya-set.webp',
      images: ['http://localhost:3000/images/products/clay-diya-set.webp'],
      rating: 4.5,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      // Issue 27's optional Hindi texts (extra fields; null when the office entered none).
      name_hi: null,
      description_hi: null,
      category_name_hi: 'सजावटी सामान',
      // Issue 34's GST per product (extra fields): the default rate, no HSN code until the office enters one.
      hsn_code: null,
      gst_rate: 18,
    });
  });

  it('GET /api/products lists only active products to the public and to plain users', async () => {
    for (const token of [undefined, user.token]) {
      const res = await api.get(`/api/products?search=${tag}&per_page=100`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(16);
      expect(res.body.data.data.every((p: { status: string }) => p.status === 'active')).toBe(true);
    }
  });

  it('GET /api/products refuses a non-active status filter to the public with 403', async () => {
    expect((await api.get('/api/products?status=draft')).status).toBe(403);
    expect((await api.get('/api/products?status=inactive', { token: user.token })).status).toBe(403);
    expect((await api.get('/api/products?status=all')).status).toBe(200);
  });

  it('GET /api/products lets staff filter any status, and hides archived products unless asked', async () => {
    for (const who of [admin, manager]) {
      const draft = await api.get(`/api/products?search=${tag}&status=draft`, { token: who.token });
      expect(names(draft.body)).toEqual(['Draft Drum']);
      const inactive = await api.get(`/api/products?search=${tag}&status=inactive`, { token: who.token });
      expect(names(inactive.body)).toEqual(['Idle Item']);
      const archived = await api.get(`/api/products?search=${tag}&status=archived`, { token: who.token });
      expect(names(archived.body)).toEqual(['Old Oar']);
      const every = await api.get(`/api/products?search=${tag}&per_page=100&status=all`, { token: who.token });
      expect(every.body.data.total).toBe(18);
    }
  });

  it('GET /api/products filters by category case-insensitively, singular or plural, and all means no filter', async () => {
    for (const category of ['crafts', 'Crafts', 'CRAFT']) {
      const res = await api.get(`/api/products?search=${tag}&category=${category}&sort_by=name&sort_order=asc`);
      expect(names(res.body)).toEqual(['Banyan Basket', 'Cedar Comb']);
    }
    const all = await api.get(`/api/products?search=${tag}&category=all&per_page=100`);
    expect(all.body.data.total).toBe(16);
  });

  it('GET /api/products searches name, description and sku case-insensitively', async () => {
    expect(names((await api.get(`/api/products?search=${tag.toUpperCase()}%20CEDAR`)).body)).toEqual(['Cedar Comb']);
    const bySku = await api.get(`/api/products?search=${made.apple.sku}`);
    expect(bySku.body.data.data.map((p: { id: number }) => p.id)).toEqual([made.apple.id]);
    const wildcard = await api.get(`/api/products?search=${tag}%25zz`);
    expect(wildcard.body.data.total).toBe(0);
  });

  it('GET /api/products sorts by created_at, name and price in both orders', async () => {
    const base = `/api/products?search=${tag}&category=crafts`;
    expect(names((await api.get(`${base}&sort_by=price&sort_order=asc`)).body)).toEqual(['Banyan Basket', 'Cedar Comb']);
    expect(names((await api.get(`${base}&sort_by=price&sort_order=desc`)).body)).toEqual(['Cedar Comb', 'Banyan Basket']);
    expect(names((await api.get(`${base}&sort_by=name&sort_order=desc`)).body)).toEqual(['Cedar Comb', 'Banyan Basket']);
    expect(names((await api.get(`${base}&sort_by=created_at&sort_order=asc`)).body)).toEqual(['Banyan Basket', 'Cedar Comb']);
    expect(names((await api.get(base)).body)).toEqual(['Cedar Comb', 'Banyan Basket']);
  });

  it('GET /api/products paginates with per_page default 12 and reports the last page', async () => {
    const first = await api.get(`/api/products?search=${tag}%20bulk&sort_by=name&sort_order=asc`);
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
    expect(first.body.data.data).toHaveLength(12);
    const second = await api.get(`/api/products?search=${tag}%20bulk&sort_by=name&sort_order=asc&page=2`);
    expect(names(second.body)).toEqual(['Bulk 12']);
    const beyond = await api.get(`/api/products?search=${tag}%20bulk&page=9&per_page=5`);
    expect(beyond.body.data).toMatchObject({ data: [], current_page: 9, last_page: 3, per_page: 5, total: 13 });
  });

  it('GET /api/products answers 422 with field errors for bad query values', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=1000', 'per_page'],
      ['per_page=-1', 'per_page'],
      ['sort_by=colour', 'sort_by'],
      ['sort_order=sideways', 'sort_order'],
      ['status=sold', 'status'],
      ['category=spaceships', 'category'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await api.get(`/api/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: 'Validation failed' });
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
  });

  it('GET /api/products/{id} gives an active product to anyone and 404 JSON for missing or non-public ones', async () => {
    const res = await api.get(`/api/products/${made.banyan.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: made.banyan.id,
      price: 100,
      price_incl_gst: 118,
      stock: 0,
      description: '',
      original_price: null,
    });
    const cedar = await api.get(`/api/products/${made.cedar.id}`);
    expect(cedar.body.data).toMatchObject({
      price: 200.5,
      price_incl_gst: 236.59,
      image: 'http://localhost:3000/images/fallback-product.webp',
    });
    for (const id of [made.draft.id, made.inactive.id, made.archived.id, 2_000_000_000]) {
      const missing = await api.get(`/api/products/${id}`, { token: user.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: 'Product not found.' });
    }
  });

  it('GET /api/products/{id} shows non-public products to staff and rejects a malformed id with 422', async () => {
    const res = await api.get(`/api/products/${made.draft.id}`, { token: manager.token });
    expect(res.body.data).toMatchObject({ status: 'draft' });
    expect((await api.get('/api/products/abc')).status).toBe(422);
    expect((await api.get('/api/products/0')).status).toBe(422);
  });

  it('GET /api/products/{id}/stock answers live stock; 404 for non-public products', async () => {
    const res = await api.get(`/api/products/${made.apple.id}/stock`);
    expect(res.body.data).toEqual({ product_id: made.apple.id, stock_quantity: 3, stock: 3, in_stock: true, status: 'active' });
    const out = await api.get(`/api/products/${made.banyan.id}/stock`);
    expect(out.body.data.in_stock).toBe(false);
    expect((await api.get(`/api/products/${made.draft.id}/stock`)).status).toBe(404);
    expect((await api.get(`/api/products/${made.draft.id}/stock`, { token: admin.token })).status).toBe(200);
  });

  it('GET /api/product-categories lists categories with active products; all=1 lists every category', async () => {
    const res = await api.get('/api/product-categories');
    expect(res.status).toBe(200);
    const slugs = res.body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['crafts', 'decorative', 'other']));
    expect(slugs).not.toContain('electronics');
    const every = await api.get('/api/product-categories?all=1');
    expect(every.body.data.length).toBe(14);
  });

  it('unlisted methods on catalog paths answer JSON 405', async () => {
    const res = await api.delete('/api/product-categories');
    expect(res.status).toBe(405);
    expect(res.body.success).toBe(false);
  });
  it('GET /api/products and /api/products/{id} answer an ETag and 304 on If-None-Match; public answers may sit in a CDN, staff answers stay private', async () => {
    for (const path of [`/api/products?search=${tag}&per_page=100`, `/api/products/${made.apple.id}`, '/api/product-categories']) {
      const first = await api.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
      const again = await api.get(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await api.get(path, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    }
    const staff = await api.get(`/api/products/${made.apple.id}`, { token: admin.token });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-cache');
    const signedIn = await api.get(`/api/products?search=${tag}`, { token: user.token });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });
});
