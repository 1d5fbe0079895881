import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { istIsoDay } from '@/lib/domain/dates';

// Issue 37 item 8: the orders export for the accounts, the GST sales register of a date range (docs/tax.md).

sandboxBridgeForFile();

const ip = () => `198.51.100.${Math.floor(Math.random() * 200)}`;
const GSTIN = '27AAPFU0939F1ZV';

async function shippedCod(buyer: TestUser, manager: TestUser, over: Record<string, unknown> = {}) {
  const product = await createProduct({ pricePaise: 60_000 });
  const res = await api.post('/api/orders', {
    token: buyer.token,
    body: orderPayload([{ product_id: product.id, quantity: 2 }], over),
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status).toBe(201);
  const id = res.body.data.id as number;
  expect((await api.put(`/api/orders/${id}/status`, { token: manager.token, body: { status: 'shipped' } })).status).toBe(200);
  return { id, number: res.body.data.order_number as string };
}

/** The CSV's rows as arrays of cells (the test's own small RFC 4180 reader: quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

const today = istIsoDay();

describe('GET /api/admin/orders/export (GST sales register)', () => {
  it('answers the register of the range: invoices, then each credit note as its own negative row; CSV-injection safe', async () => {
    const buyer = await createUser();
    const manager = await createUser('manager');
    const admin = await createUser('admin');
    // Inside Uttar Pradesh (the foundation's state): CGST + SGST.
    const local = await shippedCod(buyer, manager);
    // Maharashtra with a business GSTIN: IGST; then cancelled after its invoice, so a credit note follows.
    const away = await shippedCod(buyer, manager, { shipping_state: 'Maharashtra', shipping_postal_code: '411001', buyer_gstin: GSTIN });
    const db = await getDb();
    await db.update(orders).set({ shippingName: '=HYPERLINK("http://evil.example")' }).where(eq(orders.id, away.id));
    expect((await api.put(`/api/orders/${away.id}/cancel`, { token: admin.token, body: { reason: 'Returned to sender' } })).status).toBe(
      200,
    );

    const res = await api.get(`/api/admin/orders/export?from=${today}&to=${today}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gst-sales-register-${today}-to-${today}.csv"`);
    const text = String(res.body);
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Document type',
      'Document number',
      'Document date',
      'Against invoice',
      'Order number',
      'Buyer',
      'Buyer GSTIN',
      'Place of supply',
      'State code',
      'Taxable value (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'Total (INR)',
      'Payment method',
      'Order status',
    ]);
    const mine = rows.filter((r) => r[4] === local.number || r[4] === away.number);
    const [d, m, y] = [today.slice(8, 10), today.slice(5, 7), today.slice(0, 4)];
    // ₹600 × 2 before GST: taxable ₹1,200 + 18% ₹216, free shipping, COD fee ₹25 (₹21.19 + ₹3.81 GST): ₹1,441.
    // As the invoice prints it: CGST ₹108 + ₹1.91, SGST ₹108 + ₹1.90 (the odd paisa to CGST).
    const localInvoice = mine.find((r) => r[4] === local.number)!;
    expect(localInvoice).toEqual([
      'Invoice',
      expect.stringMatching(/^INV\/\d{4}\/\d{6}$/),
      `${d}/${m}/${y}`,
      '',
      local.number,
      'Asha Verma',
      '',
      'Uttar Pradesh',
      '09',
      '1221.19',
      '109.91',
      '109.90',
      '0.00',
      '1441.00',
      'Cash on delivery',
      'shipped',
    ]);
    const awayRows = mine.filter((r) => r[4] === away.number);
    expect(awayRows.map((r) => r[0])).toEqual(['Invoice', 'Credit note']);
    const [invoice, credit] = awayRows;
    expect(invoice.slice(5, 14)).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      GSTIN,
      'Maharashtra',
      '27',
      '1221.19',
      '0.00',
      '0.00',
      '219.81',
      '1441.00',
    ]);
    expect(credit[1]).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(credit[3]).toBe(invoice[1]);
    expect(credit.slice(9, 16)).toEqual(['-1221.19', '0.00', '0.00', '-219.81', '-1441.00', 'Cash on delivery', 'cancelled']);
    // The raw text never starts a cell with a bare formula.
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('leaves test money (sandbox invoices) out', async () => {
    const buyer = await createUser();
    const admin = await createUser('admin');
    const product = await createProduct({ pricePaise: 43_000 });
    const res = await api.post('/api/payments/initiate', {
      token: buyer.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' }),
      headers: { 'x-forwarded-for': ip() },
    });
    const { action, fields } = await clickOnPayPage(res.body.payment_url, 'pay');
    await postBack(action, fields);
    const order = (await api.get(`/api/orders/${res.body.data.order_id}`, { token: buyer.token })).body.data;
    expect(order.invoice_number).toMatch(/^TINV\//);
    const csv = String((await api.get(`/api/admin/orders/export?from=${today}&to=${today}`, { token: admin.token })).body);
    expect(csv).not.toContain(order.order_number);
  });

  it('is for admins only and refuses a missing or reversed range (422)', async () => {
    const manager = await createUser('manager');
    const admin = await createUser('admin');
    expect((await api.get(`/api/admin/orders/export?from=${today}&to=${today}`)).status).toBe(401);
    expect((await api.get(`/api/admin/orders/export?from=${today}&to=${today}`, { token: manager.token })).status).toBe(403);
    const missing = await api.get(`/api/admin/orders/export?to=${today}`, { token: admin.token });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['from']);
    const reversed = await api.get('/api/admin/orders/export?from=2026-04-02&to=2026-04-01', { token: admin.token });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.to).toEqual(['The To day must not be before the From day.']);
  });
});
