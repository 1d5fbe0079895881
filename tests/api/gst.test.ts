// Issue 34: GST per product (rate and HSN code), tax on the transaction value, and the place of supply.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';
import { createCoupon, createProduct } from '@/tests/support/shop';
import { orderPayload } from '@/tests/support/checkout';
import { uniq } from '@/tests/support/backoffice';
import { getDb } from '@/db';
import { orderItems, orders, productCategories } from '@/db/schema';
import { GST_RATES } from '@/lib/domain/gst';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser('admin');
});

const newProduct = (over: Record<string, unknown> = {}) => ({
  name: uniq('GST product'),
  price: '1000',
  category: 'Crafts',
  stock_quantity: '5',
  sku: uniq('gst'),
  image: '/images/products/clay-diya-set.webp',
  ...over,
});

describe('GST rate and HSN code per product', () => {
  it('POST /api/products takes gst_rate and hsn_code and answers them; GET /api/products/{id} too', async () => {
    const res = await api.post('/api/products', { token: admin.token, body: newProduct({ gst_rate: '5', hsn_code: '6913 10' }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ gst_rate: 5, hsn_code: '691310' });
    const read = await api.get(`/api/products/${res.body.data.id}`);
    expect(read.body.data).toMatchObject({ gst_rate: 5, hsn_code: '691310', price: 1000 });
    const put = await api.put(`/api/products/${res.body.data.id}`, { token: admin.token, body: { gst_rate: 0.25, hsn_code: '' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ gst_rate: 0.25, hsn_code: null });
  });

  it('POST /api/products answers 422 with errors.gst_rate for a rate the law does not have, errors.hsn_code for a bad code', async () => {
    for (const gst_rate of [6, '18.5', -5, 'five', 100]) {
      const res = await api.post('/api/products', { token: admin.token, body: newProduct({ gst_rate }) });
      expect(res.status, String(gst_rate)).toBe(422);
      expect(res.body.errors.gst_rate).toEqual(['GST rate must be one of 0, 0.25, 3, 5, 12, 18, 28, 40 (percent).']);
    }
    for (const hsn_code of ['691', '69131', 'ABCD', '123456789']) {
      const res = await api.post('/api/products', { token: admin.token, body: newProduct({ hsn_code }) });
      expect(res.status, hsn_code).toBe(422);
      expect(res.body.errors.hsn_code).toEqual(['HSN code must be 4, 6 or 8 digits.']);
    }
  });

  it('POST /api/products gives a new product its category’s default rate and HSN code (18% unless the office changed it)', async () => {
    const db = await getDb();
    const slug = uniq('books').toLowerCase();
    await db.insert(productCategories).values({ name: slug, slug, defaultGstRate: 0, defaultHsnCode: '4901' });
    const res = await api.post('/api/products', { token: admin.token, body: newProduct({ category: slug }) });
    expect(res.body.data).toMatchObject({ gst_rate: 0, hsn_code: '4901' });
    const own = await api.post('/api/products', {
      token: admin.token,
      body: newProduct({ category: slug, gst_rate: 5, hsn_code: '49011010' }),
    });
    expect(own.body.data).toMatchObject({ gst_rate: 5, hsn_code: '49011010' });
    const crafts = await api.post('/api/products', { token: admin.token, body: newProduct() });
    expect(crafts.body.data).toMatchObject({ gst_rate: 18 });
  });
});

describe('POST /api/orders taxes each line at its rate on its value after the coupon', () => {
  it('each rate of the law: one ₹1,000 line at each, taxed at its own rate', async () => {
    const made = await Promise.all(GST_RATES.map((gstRate) => createProduct({ pricePaise: 100_000, gstRate, hsnCode: '6913' })));
    const res = await api.post('/api/orders', { body: orderPayload(made.map((p) => ({ product_id: p.id, quantity: 1 }))) });
    expect(res.status).toBe(201);
    const byProduct = new Map(res.body.data.items.map((i: { product_id: number }) => [i.product_id, i]));
    expect(made.map((p) => byProduct.get(p.id))).toMatchObject(
      GST_RATES.map((r) => ({ gst_rate: r, hsn_code: '6913', taxable_value: 1000, tax_amount: (1000 * r) / 100 })),
    );
    // 0 + 2.5 + 30 + 50 + 120 + 180 + 280 + 400
    expect(res.body.data).toMatchObject({
      subtotal: 8000,
      tax_amount: 1062.5,
      shipping_amount: 0,
      cod_fee: 25,
      total_amount: 8000 + 1062.5 + 25,
    });
  });

  it('a 10% coupon over a 5% and an 18% line is shared by value and lowers each line’s tax', async () => {
    const five = await createProduct({ pricePaise: 100_000, gstRate: 5 });
    const eighteen = await createProduct({ pricePaise: 50_000, gstRate: 18 });
    const coupon = await createCoupon({ type: 'percentage', value: 1000 });
    const body = orderPayload(
      [
        { product_id: five.id, quantity: 1 },
        { product_id: eighteen.id, quantity: 1 },
      ],
      { coupon_code: coupon.code, payment_method: 'cod' },
    );
    const totals = await api.post('/api/orders/calculate-totals', { body });
    expect(totals.body.data).toMatchObject({ subtotal: 1500, discount_amount: 150, tax_amount: 126, total_amount: 1500 - 150 + 126 + 25 });
    const res = await api.post('/api/orders', { body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 1500, discount_amount: 150, tax_amount: 45 + 81, total_amount: 1500 - 150 + 126 + 25 });
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, res.body.data.id));
    const line = (id: number) => items.find((i) => i.productId === id)!;
    expect(line(five.id)).toMatchObject({ discountPaise: 10_000, taxablePaise: 90_000, taxPaise: 4_500 });
    expect(line(eighteen.id)).toMatchObject({ discountPaise: 5_000, taxablePaise: 45_000, taxPaise: 8_100 });
    // The COD fee includes its GST at the main supply's rate (the 5% line carries the larger value).
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, res.body.data.id));
    expect(row).toMatchObject({ supplyGstRate: 5, chargesTaxPaise: 119 });
    expect(res.body.data.charges_tax_amount).toBe(1.19);
  });

  it('an order without a coupon at 18% totals what it did before (₹449 + 18% + ₹50 shipping)', async () => {
    const vase = await createProduct({ pricePaise: 44_900 });
    const res = await api.post('/api/orders', {
      body: orderPayload([{ product_id: vase.id, quantity: 1 }], { payment_method: 'easebuzz' }),
    });
    expect(res.body.data).toMatchObject({
      subtotal: 449,
      shipping_amount: 50,
      tax_amount: 80.82,
      total_amount: 579.82,
      charges_tax_amount: 7.63,
    });
  });
});

describe('place of supply', () => {
  it('POST /api/orders inside Uttar Pradesh (any case) splits the tax into CGST + SGST, the odd paisa to CGST', async () => {
    const product = await createProduct({ pricePaise: 12_345 });
    const res = await api.post('/api/orders', {
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_state: 'uttar pradesh' }),
    });
    expect(res.status).toBe(201);
    // 18% of ₹123.45 = ₹22.221 → ₹22.22: ₹11.11 + ₹11.11
    expect(res.body.data).toMatchObject({
      shipping_state: 'Uttar Pradesh',
      place_of_supply: { code: '09', name: 'Uttar Pradesh' },
      tax_amount: 22.22,
      cgst_amount: 11.11,
      sgst_amount: 11.11,
      igst_amount: 0,
    });
    const odd = await createProduct({ pricePaise: 1_050 });
    const oddRes = await api.post('/api/orders', { body: orderPayload([{ product_id: odd.id, quantity: 1 }], { shipping_state: '09' }) });
    // 18% of ₹10.50 = ₹1.89: CGST ₹0.95 + SGST ₹0.94
    expect(oddRes.body.data).toMatchObject({ tax_amount: 1.89, cgst_amount: 0.95, sgst_amount: 0.94, igst_amount: 0 });
  });

  it('POST /api/orders elsewhere charges IGST; the state may be named by its two-digit code', async () => {
    const product = await createProduct({ pricePaise: 20_000 });
    const res = await api.post('/api/orders', { body: orderPayload([{ product_id: product.id, quantity: 2 }], { shipping_state: '27' }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      shipping_state: 'Maharashtra',
      place_of_supply: { code: '27', name: 'Maharashtra' },
      tax_amount: 72,
      cgst_amount: 0,
      sgst_amount: 0,
      igst_amount: 72,
    });
    const read = await api.get(`/api/orders/track/${res.body.data.order_number}`);
    expect(read.body.data).toMatchObject({ place_of_supply: { code: '27' }, igst_amount: 72 });
  });

  it('POST /api/orders answers 422 with errors.shipping_state for a place that is no state or union territory', async () => {
    const product = await createProduct();
    for (const shipping_state of ['Atlantis', '25', '97', 'UPP']) {
      const res = await api.post('/api/orders', { body: orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_state }) });
      expect(res.status, shipping_state).toBe(422);
      expect(res.body.errors.shipping_state).toEqual(['Please choose the state or union territory to ship to.']);
    }
  });
});
