import { describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';

describe('cart API', () => {
  it('GET /api/cart requires sign-in', async () => {
    expect((await api.get('/api/cart')).status).toBe(401);
  });

  it('POST /api/cart/add adds one by default and merges lines of the same product', async () => {
    const user = await createUser();
    const product = await createProduct({ pricePaise: 25_050, stock: 5 });
    const first = await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id } });
    expect(first.status).toBe(200);
    await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 2 } });
    const res = await api.get('/api/cart', { token: user.token });
    expect(res.body.data.cart.items).toHaveLength(1);
    const [item] = res.body.data.cart.items;
    expect(item).toMatchObject({ product_id: product.id, quantity: 3, price: 250.5, total: 751.5 });
    expect(item.product).toEqual({
      id: product.id,
      name: product.name,
      price: 250.5,
      price_incl_gst: 295.59,
      image: 'http://localhost:3000/images/products/test.webp',
      category: 'crafts',
      category_name: 'Crafts',
      stock_quantity: 5,
    });
    expect((await api.get('/api/cart/count', { token: user.token })).body.data).toEqual({ items_count: 3 });
    const total = await api.get('/api/cart/total', { token: user.token });
    expect(total.body.data).toMatchObject({ items_count: 3, total_amount: 751.5 });
    // the same estimate as checkout: 751.50 + free shipping + 18% GST (135.27)
    expect(total.body.data.summary).toMatchObject({ subtotal: 751.5, shipping_amount: 0, tax_amount: 135.27, total_amount: 886.77 });
  });

  it('POST /api/cart/add rejects quantity above stock with a 400 that mentions stock', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 2 });
    const res = await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only 2 items available in stock');
    await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id, quantity: 2 } });
    const again = await api.post('/api/cart/add', { token: user.token, body: { product_id: product.id } });
    expect(again.status).toBe(400);
    expect((await api.get('/api/cart/count', { token: user.token })).body.data.items_count).toBe(2);
  });

  it('POST /api/cart/add refuses inactive products and invalid quantities with 422', async () => {
    const user = await createUser();
    const inactive = await createProduct({ status: 'inactive' });
    const res = await api.post('/api/cart/add', { token: user.token, body: { product_id: inactive.id } });
    expect(res.status).toBe(422);
    expect(res.body.errors.product_id).toBeDefined();
    const active = await createProduct();
    expect((await api.post('/api/cart/add', { token: user.token, body: { product_id: active.id, quantity: 0 } })).status).toBe(422);
  });

  it("PUT /api/cart/update/{id} and DELETE /api/cart/remove/{id} answer 403 on another user's item", async () => {
    const owner = await createUser();
    const other = await createUser();
    const product = await createProduct({ stock: 4 });
    const added = await api.post('/api/cart/add', { token: owner.token, body: { product_id: product.id } });
    const itemId = added.body.data.cart.items[0].id;

    const update = await api.put(`/api/cart/update/${itemId}`, { token: other.token, body: { quantity: 2 } });
    expect(update.status).toBe(403);
    expect(update.body.message).toBe('Unauthorized access to cart item');
    const remove = await api.delete(`/api/cart/remove/${itemId}`, { token: other.token });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('Unauthorized access to cart item');

    const over = await api.put(`/api/cart/update/${itemId}`, { token: owner.token, body: { quantity: 5 } });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/stock/);
    const ok = await api.put(`/api/cart/update/${itemId}`, { token: owner.token, body: { quantity: 4 } });
    expect(ok.body.data.cart.items[0].quantity).toBe(4);
    expect((await api.delete(`/api/cart/remove/${itemId}`, { token: owner.token })).body.data.cart.items).toEqual([]);
    expect((await api.delete(`/api/cart/remove/${itemId}`, { token: owner.token })).status).toBe(404);
  });

  it('DELETE /api/cart/clear empties only the caller’s cart', async () => {
    const a = await createUser();
    const b = await createUser();
    const product = await createProduct();
    await api.post('/api/cart/add', { token: a.token, body: { product_id: product.id } });
    await api.post('/api/cart/add', { token: b.token, body: { product_id: product.id } });
    const res = await api.delete('/api/cart/clear', { token: a.token });
    expect(res.body.data.cart.items).toEqual([]);
    expect((await api.get('/api/cart/count', { token: b.token })).body.data.items_count).toBe(1);
  });
});
