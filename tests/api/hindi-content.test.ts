import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { makeProduct, PNG, uniq } from '@/tests/support/backoffice';
import { callerForToken, guestCaller } from '@/lib/server/accounts';
import { cartView } from '@/lib/server/cart';
import { getPublicProduct, loadShopView } from '@/lib/server/catalog';
import { listActiveSlides } from '@/lib/server/content';

// Issue 27: the office may enter Hindi texts for products, categories and slides (optional extra fields of
// the /api contract, nothing existing changes); /hi pages show them and fall back to English.

let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  [admin, manager] = await Promise.all([createUser('admin'), createUser('manager')]);
});

describe('products in Hindi', () => {
  it('POST /api/products stores name_hi and description_hi and GET /api/products/{id} returns them', async () => {
    const body = {
      name: uniq('Basket'),
      price: '349',
      category: 'crafts',
      stock_quantity: '3',
      name_hi: ' टोकरी ',
      description_hi: 'बाँस की',
    };
    const res = await api.post('/api/products', { body, token: manager.token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: body.name, name_hi: 'टोकरी', description_hi: 'बाँस की', category_name_hi: 'हस्तशिल्प' });
    const got = await api.get(`/api/products/${res.body.data.id}`);
    expect(got.body.data).toMatchObject({ name: body.name, title: body.name, name_hi: 'टोकरी', description_hi: 'बाँस की' });
  });

  it('PUT /api/products/{id} stores name_hi and GET returns it; a blank one clears it and nothing else changes', async () => {
    const p = await makeProduct({ description: 'English words' });
    const before = (await api.get(`/api/products/${p.id}`)).body.data;
    expect(before).toMatchObject({ name_hi: null, description_hi: null });
    const put = await api.put(`/api/products/${p.id}`, { body: { name_hi: 'पीतल की घंटी' }, token: admin.token });
    expect(put.status).toBe(200);
    const after = (await api.get(`/api/products/${p.id}`)).body.data;
    expect(after.name_hi).toBe('पीतल की घंटी');
    const { name_hi: _a, updated_at: _b, ...rest } = after;
    const { name_hi: _c, updated_at: _d, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    await api.put(`/api/products/${p.id}`, { body: { name_hi: '  ' }, token: admin.token });
    expect((await api.get(`/api/products/${p.id}`)).body.data.name_hi).toBeNull();
  });

  it('PUT /api/products/{id} refuses a Hindi name over 200 characters (422)', async () => {
    const p = await makeProduct({});
    const res = await api.put(`/api/products/${p.id}`, { body: { name_hi: 'क'.repeat(201) }, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.name_hi).toBeDefined();
  });

  it('the shop reads a product in Hindi where translated and in English otherwise', async () => {
    const p = await makeProduct({ description: 'Cast brass' });
    await api.put(`/api/products/${p.id}`, { body: { name_hi: 'पीतल की घंटी' }, token: admin.token });
    const hi = await getPublicProduct(guestCaller(), p.id, 'hi');
    expect(hi).toMatchObject({ name: 'पीतल की घंटी', title: 'पीतल की घंटी', description: 'Cast brass', category_name: 'हस्तशिल्प' });
    const en = await getPublicProduct(guestCaller(), p.id, 'en');
    expect(en?.name).toBe(p.name);
    expect(en?.category_name).toBe('Crafts');
    // The Hindi listing names categories in Hindi.
    const view = await loadShopView(guestCaller(), { category: 'crafts' }, 'hi');
    expect(view?.category?.name).toBe('हस्तशिल्प');
  });
});

describe('the cart in Hindi', () => {
  it('the cart view names lines in the page language; GET /api/cart stays English', async () => {
    const buyer = await createUser('user');
    const p = await makeProduct({ nameHi: 'मिट्टी का दीया' });
    expect((await api.post('/api/cart/add', { body: { product_id: p.id, quantity: 1 }, token: buyer.token })).status).toBe(200);
    const caller = (await callerForToken(buyer.token))!;
    const hi = await cartView(caller, 'hi');
    expect(hi.lines.map((l) => [l.name, l.categoryName])).toEqual([['मिट्टी का दीया', 'हस्तशिल्प']]);
    const en = await cartView(caller, 'en');
    expect(en.lines.map((l) => [l.name, l.categoryName])).toEqual([[p.name, 'Crafts']]);
    const wire = await api.get('/api/cart', { token: buyer.token });
    expect(wire.body.data.cart.items[0].product.name).toBe(p.name);
  });
});

describe('categories in Hindi', () => {
  it('GET /api/product-categories returns name_hi beside the existing fields', async () => {
    const res = await api.get('/api/product-categories?all=1');
    expect(res.status).toBe(200);
    const crafts = res.body.data.find((c: { slug: string }) => c.slug === 'crafts');
    expect(crafts).toEqual({ id: expect.any(Number), name: 'Crafts', slug: 'crafts', name_hi: 'हस्तशिल्प' });
  });
});

describe('slides in Hindi', () => {
  const slideForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('image', new Blob([Buffer.from(PNG)]), 'slide.png');
    return form;
  };

  it('POST /api/slides stores title_hi, description_hi and quote_hi, GET /api/slides returns them and PUT /api/slides/{id} changes them', async () => {
    const title = uniq('Slide');
    const res = await api.post('/api/slides', {
      form: slideForm({ title, desc: 'English desc', title_hi: 'हिंदी शीर्षक', quote_hi: 'एक उद्धरण' }),
      token: admin.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title,
      desc: 'English desc',
      title_hi: 'हिंदी शीर्षक',
      description_hi: null,
      quote_hi: 'एक उद्धरण',
    });
    const listed = (await api.get('/api/slides')).body.data.find((s: { id: number }) => s.id === res.body.data.id);
    expect(listed).toMatchObject({ title, title_hi: 'हिंदी शीर्षक' });

    const put = await api.put(`/api/slides/${res.body.data.id}`, { body: { description_hi: 'हिंदी विवरण' }, token: admin.token });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ title, title_hi: 'हिंदी शीर्षक', description_hi: 'हिंदी विवरण' });

    // The home page: Hindi where entered, English otherwise.
    const hi = (await listActiveSlides(guestCaller(), 'hi')).find((s) => s.id === res.body.data.id);
    expect(hi).toMatchObject({ title: 'हिंदी शीर्षक', description: 'हिंदी विवरण', quote: 'एक उद्धरण' });
    const en = (await listActiveSlides(guestCaller(), 'en')).find((s) => s.id === res.body.data.id);
    expect(en).toMatchObject({ title, description: 'English desc', quote: null });
    await api.delete(`/api/slides/${res.body.data.id}`, { token: admin.token });
  });
});
