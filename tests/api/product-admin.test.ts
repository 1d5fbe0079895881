import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { makeOrder, makeProduct, productById, uniq } from '@/tests/support/backoffice';
import { getDb } from '@/db';
import { auditLog } from '@/db/schema';
import { storeFile } from '@/lib/server/files';
import { PNG } from '@/tests/support/backoffice';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

const valid = () => ({
  name: '  Hand-woven Basket  ',
  description: ' Bamboo ',
  price: '349.50',
  category: 'Crafts',
  stock_quantity: '7',
  sku: ` ${uniq('sku')} `,
  status: 'ACTIVE',
});

describe('POST /api/products', () => {
  it('creates a product for an admin, trimmed, in paise, status lowercased, audited', async () => {
    const res = await api.post('/api/products', { body: valid(), token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Hand-woven Basket',
      description: 'Bamboo',
      // A /api client's price is before GST; the product stores (and shows) it with its 18%.
      price: 349.5,
      price_incl_gst: 412.41,
      category: 'crafts',
      stock_quantity: 7,
      stock: 7,
      status: 'active',
    });
    expect(res.body.data.sku).not.toMatch(/^\s|\s$/);
    expect(res.body.data.image).toMatch(/^http:\/\/localhost:3000\//);
    const row = await productById(res.body.data.id);
    expect(row?.pricePaise).toBe(41_241);
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(row!.id))));
    expect(entry).toMatchObject({ action: 'product.create', actorUserId: admin.id, actorRole: 'admin' });
  });

  it('allows a manager', async () => {
    const res = await api.post('/api/products', { body: valid(), token: manager.token });
    expect(res.status).toBe(201);
  });

  it("answers 'Missing required fields: {list}'", async () => {
    const res = await api.post('/api/products', { body: { description: 'x', price: 10 }, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Missing required fields: name, category, stock_quantity');
    expect(Object.keys(res.body.errors)).toEqual(['name', 'category', 'stock_quantity']);
  });

  it("rejects a price of 0 with 'Valid price is required' and a negative stock", async () => {
    const res = await api.post('/api/products', { body: { ...valid(), price: 0, stock_quantity: -1 }, token: admin.token });
    expect(res.status).toBe(422);
    expect(res.body.errors.price).toEqual(['Valid price is required']);
    expect(res.body.errors.stock_quantity).toEqual(['Valid stock quantity is required']);
  });

  it('rejects an unknown category and a duplicate sku', async () => {
    const bad = await api.post('/api/products', { body: { ...valid(), category: 'spaceships' }, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.category).toBeDefined();
    const existing = await makeProduct();
    const dup = await api.post('/api/products', { body: { ...valid(), sku: existing.sku }, token: admin.token });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.sku).toEqual(['The sku has already been taken.']);
  });

  it('refuses a user (403) and a guest (401)', async () => {
    expect((await api.post('/api/products', { body: valid(), token: user.token })).status).toBe(403);
    expect((await api.post('/api/products', { body: valid() })).status).toBe(401);
  });
});

describe('PUT /api/products/{id}', () => {
  it('changes only the fields sent and audits before/after of those fields', async () => {
    const p = await makeProduct({ description: 'keep me' });
    const file = await storeFile(await getDb(), { bytes: PNG, mime: 'image/png', purpose: 'product' });
    const missing = await api.put(`/api/products/${p.id}`, {
      body: { image: 'http://localhost:3000/api/files/999999' },
      token: manager.token,
    });
    expect(missing.status).toBe(422);
    const res = await api.put(`/api/products/${p.id}`, { body: { price: 120, image: file.url }, token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 120, price_incl_gst: 141.6, description: 'keep me', name: p.name });
    const row = await productById(p.id);
    expect(row).toMatchObject({ pricePaise: 14_160, imageFileId: file.id, stock: p.stock });
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(p.id))));
    expect(entry.before).toMatchObject({ pricePaise: 49900 });
    expect(entry.after).toMatchObject({ pricePaise: 14_160 });
    expect(Object.keys(entry.after as object)).not.toContain('name');
  });

  it('404s for a missing product and 403s for a user', async () => {
    expect((await api.put('/api/products/987654321', { body: { price: 5 }, token: admin.token })).status).toBe(404);
    const p = await makeProduct();
    expect((await api.put(`/api/products/${p.id}`, { body: { price: 5 }, token: user.token })).status).toBe(403);
    expect((await api.put(`/api/products/${p.id}`, { body: { price: 5 } })).status).toBe(401);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes a product without orders', async () => {
    const p = await makeProduct();
    const res = await api.delete(`/api/products/${p.id}`, { token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: p.id, archived: false });
    expect(await productById(p.id)).toBeNull();
  });

  it('archives a product that has orders, keeping the order history', async () => {
    const p = await makeProduct();
    await makeOrder({ productId: p.id });
    const res = await api.delete(`/api/products/${p.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.archived).toBe(true);
    expect((await productById(p.id))?.status).toBe('archived');
  });

  it('refuses a user and a guest', async () => {
    const p = await makeProduct();
    expect((await api.delete(`/api/products/${p.id}`, { token: user.token })).status).toBe(403);
    expect((await api.delete(`/api/products/${p.id}`)).status).toBe(401);
  });
});

describe('PUT /api/products/{id}/status and /stock', () => {
  it('sets the status (lowercased) and rejects unknown ones', async () => {
    const p = await makeProduct();
    const res = await api.put(`/api/products/${p.id}/status`, { body: { status: 'Inactive' }, token: manager.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('inactive');
    const bad = await api.put(`/api/products/${p.id}/status`, { body: { status: 'archived' }, token: admin.token });
    expect(bad.status).toBe(422);
    expect((await api.put(`/api/products/${p.id}/status`, { body: { status: 'active' }, token: user.token })).status).toBe(403);
  });

  it('sets the stock and audits the previous value', async () => {
    const p = await makeProduct({ stock: 3 });
    const res = await api.put(`/api/products/${p.id}/stock`, { body: { stock_quantity: 25 }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stock_quantity: 25, previous_stock: 3 });
    expect((await api.put(`/api/products/${p.id}/stock`, { body: { stock_quantity: -2 }, token: admin.token })).status).toBe(422);
    expect((await api.put(`/api/products/${p.id}/stock`, { body: { stock_quantity: 2 } })).status).toBe(401);
  });
});

describe('POST /api/products/bulk-delete and /bulk-status', () => {
  it('bulk-deactivates and bulk-deletes (archiving those with orders)', async () => {
    const [a, b, c] = [await makeProduct(), await makeProduct(), await makeProduct()];
    await makeOrder({ productId: c.id });
    const st = await api.post('/api/products/bulk-status', { body: { ids: [a.id, b.id], status: 'inactive' }, token: manager.token });
    expect(st.status).toBe(200);
    expect(st.body.data.updated.sort()).toEqual([a.id, b.id].sort());
    expect((await productById(a.id))?.status).toBe('inactive');

    const del = await api.post('/api/products/bulk-delete', { body: { ids: [a.id, c.id] }, token: admin.token });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ deleted: [a.id], archived: [c.id] });
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(c.id))))
      .orderBy(desc(auditLog.id));
    expect(entries[0].action).toBe('product.archive');
  });

  it('validates ids and refuses a user and a guest', async () => {
    expect((await api.post('/api/products/bulk-delete', { body: { ids: [] }, token: admin.token })).status).toBe(422);
    expect((await api.post('/api/products/bulk-status', { body: { ids: [1], status: 'gone' }, token: admin.token })).status).toBe(422);
    expect((await api.post('/api/products/bulk-delete', { body: { ids: [1] }, token: user.token })).status).toBe(403);
    expect((await api.post('/api/products/bulk-status', { body: { ids: [1], status: 'active' } })).status).toBe(401);
  });
});
