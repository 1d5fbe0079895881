// Issue 34 item 11: the price a shopper sees is the price they pay for the goods. Products store the shown
// price (GST included); /api keeps `price` before GST for the existing client, whose own total (price + 18%
// + shipping − discount) must still be what is charged at the default rate.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { uniq } from '@/tests/support/backoffice';
import { createCoupon, createProduct } from '@/tests/support/shop';
import { createUser, uniqueEmail, type TestUser } from '@/tests/support/users';
import { getDb } from '@/db';
import { orderItems, productCategories, products } from '@/db/schema';
import { seedProducts } from '@/db/seed-data/products';
import { withGst } from '@/lib/domain/gst';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser('admin');
});

const ip = () => `198.51.100.${Math.floor(Math.random() * 200)}`;
const guestOrder = (lines: { product_id: number; quantity: number }[], over: Record<string, unknown> = {}) =>
  api.post('/api/orders', {
    body: orderPayload(lines, { shipping_email: uniqueEmail('buyer'), ...over }),
    headers: { 'x-forwarded-for': ip() },
  });

const newProduct = (over: Record<string, unknown> = {}) => ({
  name: uniq('Shown price'),
  category: 'Crafts',
  stock_quantity: 20,
  sku: uniq('sp'),
  image: '/images/products/clay-diya-set.webp',
  ...over,
});

/** What the existing client shows and expects to pay: its pre-tax prices + 18% + shipping − discount. */
function clientTotal(preTaxSubtotal: number, shipping: number, discount: number) {
  return Math.round((preTaxSubtotal * 1.18 + shipping - discount) * 100) / 100;
}

describe('/api products: price before GST, price_incl_gst as shown', () => {
  it('POST /api/products takes `price` as before GST and stores it with the product’s GST added', async () => {
    const res = await api.post('/api/products', { token: admin.token, body: newProduct({ price: 449, original_price: 499 }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 449, price_incl_gst: 529.82, original_price: 499, original_price_incl_gst: 588.82 });
    const five = await api.post('/api/products', { token: admin.token, body: newProduct({ price: 1000, gst_rate: 5 }) });
    expect(five.body.data).toMatchObject({ price: 1000, price_incl_gst: 1050, gst_rate: 5 });
  });

  it('POST /api/products with price_includes_gst: true takes the price as shown (the back-office form sends it)', async () => {
    const res = await api.post('/api/products', {
      token: admin.token,
      body: newProduct({ price: 529.82, price_includes_gst: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 449, price_incl_gst: 529.82 });
    const [row] = await (await getDb()).select().from(products).where(eq(products.id, res.body.data.id));
    expect(row.pricePaise).toBe(52_982);
  });

  it('PUT /api/products/{id} takes a pre-tax price unless price_includes_gst; a rate changed alone keeps the shown price', async () => {
    const made = await api.post('/api/products', { token: admin.token, body: newProduct({ price: 100 }) });
    const id = made.body.data.id;
    const pre = await api.put(`/api/products/${id}`, { token: admin.token, body: { price: 200 } });
    expect(pre.body.data).toMatchObject({ price: 200, price_incl_gst: 236 });
    const shown = await api.put(`/api/products/${id}`, { token: admin.token, body: { price: 250, price_includes_gst: true } });
    expect(shown.body.data).toMatchObject({ price: 211.86, price_incl_gst: 250 });
    const rate = await api.put(`/api/products/${id}`, { token: admin.token, body: { gst_rate: 5 } });
    expect(rate.body.data).toMatchObject({ price: 238.1, price_incl_gst: 250, gst_rate: 5 });
    const both = await api.put(`/api/products/${id}`, { token: admin.token, body: { gst_rate: 12, price: 100 } });
    expect(both.body.data).toMatchObject({ price: 100, price_incl_gst: 112, gst_rate: 12 });
  });

  it('GET /api/products filters and sorts by the shown price (min_price and max_price compare price_incl_gst)', async () => {
    const db = await getDb();
    const slug = uniq('range').toLowerCase();
    await db.insert(productCategories).values({ name: slug, slug });
    const make = (price: number) => api.post('/api/products', { token: admin.token, body: newProduct({ category: slug, price }) });
    await make(449); // shown ₹529.82
    await make(400); // shown ₹472
    const res = await api.get(`/api/products?category=${slug}&min_price=500&max_price=600`);
    expect(res.body.data.data.map((p: { price_incl_gst: number }) => p.price_incl_gst)).toEqual([529.82]);
    const sorted = await api.get(`/api/products?category=${slug}&sort_by=price&sort_order=asc`);
    expect(sorted.body.data.data.map((p: { price: number }) => p.price)).toEqual([400, 449]);
  });
});

describe('POST /api/orders charges the shown price', () => {
  it('an order without a coupon costs what it did: ₹449 + 18% + ₹50 = ₹579.82, worked back to the same invoice figures', async () => {
    const vase = await createProduct({ pricePaise: 44_900 });
    const res = await guestOrder([{ product_id: vase.id, quantity: 1 }], { payment_method: 'easebuzz' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      subtotal: 449,
      tax_amount: 80.82,
      shipping_amount: 50,
      discount_amount: 0,
      total_amount: 579.82,
    });
    const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, res.body.data.id));
    expect(item).toMatchObject({ unitPricePaise: 44_900, totalPaise: 44_900, taxablePaise: 44_900, taxPaise: 8_082, discountPaise: 0 });
  });

  it('lines of several rates: taxable value and GST add up per line and to the total; the answer’s figures add up', async () => {
    const five = await createProduct({ pricePaise: 33_333, gstRate: 5 });
    const eighteen = await createProduct({ pricePaise: 12_345, gstRate: 18 });
    const coupon = await createCoupon({ type: 'percentage', value: 1000 });
    const res = await guestOrder(
      [
        { product_id: five.id, quantity: 3 },
        { product_id: eighteen.id, quantity: 2 },
      ],
      { coupon_code: coupon.code },
    );
    expect(res.status).toBe(201);
    const o = res.body.data;
    const shown = 3 * withGst(33_333, 5) + 2 * withGst(12_345, 18);
    const discount = Math.round(shown / 10);
    expect(Math.round(o.total_amount * 100)).toBe(shown - discount + 2_500);
    expect(Math.round((o.subtotal - o.discount_amount + o.tax_amount + o.shipping_amount + o.cod_fee) * 100)).toBe(
      Math.round(o.total_amount * 100),
    );
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, o.id));
    for (const i of items) expect(i.totalPaise - i.discountPaise!).toBe(i.taxablePaise);
    const sum = (k: 'taxablePaise' | 'taxPaise') => items.reduce((s, i) => s + i[k]!, 0);
    expect(sum('taxablePaise') + sum('taxPaise')).toBe(shown - discount);
    expect(sum('taxPaise')).toBe(Math.round(o.tax_amount * 100));
  });
});

describe('POST /api/coupons/validate answers what the existing client subtracts', () => {
  it('percentage, fixed and free-shipping coupons: price + 18% + shipping − discount_amount is what POST /api/orders charges', async () => {
    const product = await createProduct({ pricePaise: 44_900 });
    const coupons = [
      await createCoupon({ type: 'percentage', value: 1000 }),
      await createCoupon({ type: 'fixed', value: 10_000 }),
      await createCoupon({ type: 'free_shipping', value: 0 }),
    ];
    for (const coupon of coupons) {
      const lines = [{ product_id: product.id, quantity: 1 }];
      const read = await api.get(`/api/products/${product.id}`);
      const valid = await api.post('/api/coupons/validate', {
        body: { code: coupon.code, items: lines.map((l) => ({ ...l, price: read.body.data.price })), subtotal: read.body.data.price },
        headers: { 'x-forwarded-for': ip() },
      });
      expect(valid.status, coupon.type).toBe(200);
      const expected = clientTotal(read.body.data.price, 50, valid.body.data.discount_amount);
      const order = await guestOrder(lines, { coupon_code: coupon.code, payment_method: 'easebuzz' });
      expect(order.status, coupon.type).toBe(201);
      expect(order.body.data.total_amount, coupon.type).toBe(expected);
    }
  });
});

describe('migration gst_inclusive_prices', () => {
  it('adds each product’s own GST half up to the paisa, and gives the demo catalogue the prices a fresh seed stores', async () => {
    const file = readdirMigration();
    const update = readFileSync(file, 'utf8');
    const db = await getDb();
    const rollback = new Error('rollback');
    const seen = await db
      .transaction(async (tx) => {
        const [category] = await tx.select({ id: productCategories.id }).from(productCategories).limit(1);
        const rows = await tx
          .insert(products)
          .values([
            ...seedProducts.map((p) => ({
              name: p.name,
              sku: uniq(p.sku),
              categoryId: category.id,
              pricePaise: p.pricePaise,
              originalPricePaise: p.originalPricePaise ?? null,
            })),
            { name: 'Vase at 5%', sku: uniq('v5'), categoryId: category.id, pricePaise: 12_345, gstRate: 5 },
            { name: 'Coin at 0.25%', sku: uniq('c'), categoryId: category.id, pricePaise: 100_200, gstRate: 0.25 },
          ])
          .returning({ id: products.id });
        await tx.execute(sql.raw(update));
        const after = await tx
          .select({ price: products.pricePaise, original: products.originalPricePaise })
          .from(products)
          .where(
            inArray(
              products.id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(products.id);
        throw Object.assign(rollback, { after });
      })
      .catch((e) => {
        if (e !== rollback) throw e;
        return (e as Error & { after: { price: number; original: number | null }[] }).after;
      });
    // What db/seed.ts stores on a fresh database (withGst at 18%) equals what the migration made of the old prices.
    expect(seen.slice(0, seedProducts.length)).toEqual(
      seedProducts.map((p) => ({
        price: withGst(p.pricePaise, 18),
        original: p.originalPricePaise ? withGst(p.originalPricePaise, 18) : null,
      })),
    );
    expect(seen.slice(seedProducts.length)).toEqual([
      { price: 12_962, original: null }, // ₹123.45 + 5% (6.1725) = ₹129.62
      { price: 100_451, original: null }, // ₹1,002 + 0.25% (2.505) = ₹1,004.51, half up
    ]);
    expect(withGst(44_900, 18)).toBe(52_982);
  });
});

function readdirMigration(): string {
  const dir = path.join(process.cwd(), 'db', 'migrations');
  const name = readdirSync(dir).find((f) => f.endsWith('_gst_inclusive_prices.sql'));
  if (!name) throw new Error('migration gst_inclusive_prices not found');
  return path.join(dir, name);
}
