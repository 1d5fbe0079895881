import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';
import { financialYear } from '@/lib/domain/dates';

async function placeCod(token?: string) {
  const product = await createProduct({ pricePaise: 60_000, name: 'Jute Bag' });
  const res = await api.post('/api/orders', {
    token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], {
      shipping_email: 'asha.verma@example.net',
      shipping_phone: '9876543210',
    }),
    headers: { 'x-forwarded-for': '198.51.100.70' },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; order_number: string };
}

/** A COD order's invoice is issued when it ships. */
async function shipped<T extends { id: number }>(order: T): Promise<T> {
  const staff = await createUser('manager');
  expect((await api.put(`/api/orders/${order.id}/status`, { token: staff.token, body: { status: 'shipped' } })).status).toBe(200);
  return order;
}

describe('GET /api/orders/track/{orderNumber}', () => {
  it('masks contact data for strangers and shows it to the signed-in owner and staff', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const manager = await createUser('manager');
    const order = await placeCod(owner.token);
    const anon = await api.get(`/api/orders/track/${order.order_number.toLowerCase()}`, {
      headers: { 'x-forwarded-for': '198.51.100.71' },
    });
    expect(anon.status).toBe(200);
    expect(anon.body.data).toMatchObject({
      order_number: order.order_number,
      status: 'pending',
      total_amount: 600 + 108 + 25,
      currency: 'INR',
      masked: true,
      shipping_email: 'a***@example.net',
      shipping_phone: '******3210',
      shipping_address: '*** (hidden)',
      shipping_name: 'Asha V.',
      shipping_city: 'Kanpur',
      items: [{ product_name: 'Jute Bag', quantity: 1, total_price: 600 }],
    });
    expect(anon.body.data.timeline[0]).toMatchObject({ title: 'Order placed', completed: true });
    expect(JSON.stringify(anon.body)).not.toContain('9876543210');
    expect(JSON.stringify(anon.body)).not.toContain('12 Civil Lines');
    expect((await api.get(`/api/orders/track/${order.order_number}`, { token: stranger.token })).body.data.masked).toBe(true);
    const own = await api.get(`/api/orders/track/${order.order_number}`, { token: owner.token });
    expect(own.body.data).toMatchObject({
      masked: false,
      shipping_email: 'asha.verma@example.net',
      shipping_phone: '9876543210',
      shipping_address: '12 Civil Lines',
    });
    expect((await api.get(`/api/orders/track/${order.order_number}`, { token: manager.token })).body.data.masked).toBe(false);
  });

  it("answers 404 'Order not found', 422 without a number, and 429 past the limit per address", async () => {
    const missing = await api.get('/api/orders/track/ORD-0000-AAAAAA', { headers: { 'x-forwarded-for': '198.51.100.72' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Order not found');
    const none = await api.get('/api/orders/track?order_number=', { headers: { 'x-forwarded-for': '198.51.100.72' } });
    expect(none.status).toBe(422);
    expect(none.body.errors.order_number).toEqual(['Order number is required']);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await api.get('/api/orders/track/ORD-0000-BBBBBB', { headers: { 'x-forwarded-for': '198.51.100.73' } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('invoices', () => {
  it('POST /api/orders/{id}/print-invoice issues one numbered invoice whose download_url serves the PDF; owner or staff only', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser('admin');
    const order = await shipped(await placeCod(owner.token));
    expect((await api.post(`/api/orders/${order.id}/print-invoice`, { token: stranger.token })).status).toBe(403);
    const first = await api.post(`/api/orders/${order.id}/print-invoice`, { token: owner.token });
    expect(first.status).toBe(200);
    const fy = financialYear(new Date());
    expect(first.body.data.invoice_number).toMatch(new RegExp(`^INV/${fy.slice(2, 4)}${fy.slice(5)}/\\d{6}$`));
    expect(first.body.data.download_url).toMatch(new RegExp(`^http://localhost:3000/api/invoices/${order.id}/pdf\\?exp=\\d+&sig=`));
    const again = await api.post(`/api/invoices/generate/${order.id}`, { token: admin.token });
    expect(again.body.data.invoice_number).toBe(first.body.data.invoice_number);
    const download = await api.get(`/api/invoices/${order.id}/download`, { token: owner.token });
    expect(download.body.download_url).toBe(download.body.data.download_url);

    const pdf = await api.get(new URL(first.body.data.download_url).pathname + new URL(first.body.data.download_url).search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const tampered = await api.get(`/api/invoices/${order.id + 1}/pdf${new URL(first.body.data.download_url).search}`);
    expect(tampered.status).toBe(403);

    const other = await shipped(await placeCod(owner.token));
    const next = await api.post(`/api/orders/${other.id}/print-invoice`, { token: owner.token });
    const seq = (n: string) => Number(n.split('/')[2]);
    expect(seq(next.body.data.invoice_number)).toBe(seq(first.body.data.invoice_number) + 1);
  });

  it('renders a PDF with the ₹ totals, GST and amount in words', async () => {
    const owner = await createUser();
    const order = await shipped(await placeCod(owner.token));
    const issued = await api.post(`/api/orders/${order.id}/print-invoice`, { token: owner.token });
    const { invoicePdf } = await import('@/lib/server/orders');
    const { guestCaller } = await import('@/lib/server/accounts');
    const link = new URL(issued.body.data.download_url);
    const { bytes } = await invoicePdf(guestCaller(), order.id, { exp: link.searchParams.get('exp'), sig: link.searchParams.get('sig') });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toMatch(/^Tax invoice INV\//);
  });
});
