import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { pdfContains } from '@/tests/support/pdf-text';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';
import { getDb } from '@/db';
import { mailOutbox, orders } from '@/db/schema';
import { callerForToken } from '@/lib/server/accounts';
import { deleteOrderByOffice } from '@/lib/server/order-status';

// GST invoices and credit notes are stored documents (issue 34 items 4-6): issued by themselves, numbered in at
// most 16 characters, the same bytes on every download, sandbox money in its own series.

sandboxBridgeForFile();

const GSTIN = '27AAPFU0939F1ZV';
const ip = () => `198.51.100.${Math.floor(Math.random() * 200)}`;

async function placeCod(token: string, over: Record<string, unknown> = {}) {
  const product = await createProduct({ pricePaise: 60_000, name: 'Jute Bag' });
  const res = await api.post('/api/orders', {
    token,
    body: orderPayload([{ product_id: product.id, quantity: 2 }], over),
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; order_number: string; total_amount: number };
}

async function paidOnline(token: string) {
  const product = await createProduct({ pricePaise: 43_000 });
  const res = await api.post('/api/payments/initiate', {
    token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz' }),
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status).toBe(200);
  const orderId = res.body.data.order_id as number;
  expect((await api.get(`/api/orders/${orderId}`, { token })).body.data.invoice_number).toBeNull();
  const { action, fields } = await clickOnPayPage(res.body.payment_url, 'pay');
  await postBack(action, fields);
  return orderId;
}

/** The bytes a signed download link serves (the test client reads answers as text, so through the data layer). */
async function download(url: string) {
  const u = new URL(url);
  const res = await api.get(u.pathname + u.search);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const { creditNotePdf, invoicePdf } = await import('@/lib/server/orders');
  const { guestCaller } = await import('@/lib/server/accounts');
  const [, , kind, id] = u.pathname.split('/');
  const link = { exp: u.searchParams.get('exp'), sig: u.searchParams.get('sig') };
  const { bytes } = await (kind === 'invoices' ? invoicePdf : creditNotePdf)(guestCaller(), Number(id), link);
  return Buffer.from(bytes);
}

async function invoiceOf(orderId: number, token: string) {
  const res = await api.post(`/api/orders/${orderId}/print-invoice`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { invoice_number: string; download_url: string };
}

describe('GST invoices', () => {
  it('a COD order has no invoice until it ships; shipping issues INV/yyyy/nnnnnn (at most 16 characters) on the order answer', async () => {
    const owner = await createUser();
    const manager = await createUser('manager');
    const order = await placeCod(owner.token);
    const early = await api.post(`/api/orders/${order.id}/print-invoice`, { token: owner.token });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The invoice of a cash-on-delivery order is issued when the order ships.');
    expect((await api.put(`/api/orders/${order.id}/status`, { token: manager.token, body: { status: 'processing' } })).status).toBe(200);
    expect((await api.get(`/api/orders/${order.id}`, { token: owner.token })).body.data.invoice_number).toBeNull();

    expect((await api.put(`/api/orders/${order.id}/status`, { token: manager.token, body: { status: 'shipped' } })).status).toBe(200);
    const detail = (await api.get(`/api/orders/${order.id}`, { token: owner.token })).body.data;
    expect(detail.invoice_number).toMatch(/^INV\/\d{4}\/\d{6}$/);
    expect(detail.invoice_number.length).toBeLessThanOrEqual(16);
    expect(detail.credit_notes).toEqual([]);
    const fy = new Date().getMonth() >= 3 ? new Date().getFullYear() : new Date().getFullYear() - 1;
    expect(detail.invoice_number.slice(4, 8)).toBe(`${String(fy).slice(2)}${String(fy + 1).slice(2)}`);
    // The same invoice on request, and in the owner's list.
    expect((await invoiceOf(order.id, owner.token)).invoice_number).toBe(detail.invoice_number);
    const mine = await api.get('/api/orders', { token: owner.token });
    expect(mine.body.data.data.find((o: { id: number }) => o.id === order.id)?.invoice_number).toBe(detail.invoice_number);
  });

  it('every download of the stored invoice gives the same bytes: per line HSN, quantity, rate, taxable value and CGST + SGST', async () => {
    const owner = await createUser();
    const manager = await createUser('manager');
    const order = await placeCod(owner.token, {
      buyer_gstin: GSTIN.toLowerCase(),
      shipping_address: 'Flat 4B, Shri Ganesh Apartments, Near the Old Water Tank, Behind Saraswati Vidya Mandir, Civil Lines Extension',
    });
    await api.put(`/api/orders/${order.id}/status`, { token: manager.token, body: { status: 'shipped' } });
    const first = await invoiceOf(order.id, owner.token);
    const a = await download(first.download_url);
    // A later change to the order (a new address) never changes the document.
    await (await getDb()).update(orders).set({ shippingAddress: 'Somewhere else' }).where(eq(orders.id, order.id));
    const second = await invoiceOf(order.id, owner.token);
    const b = await download(second.download_url);
    expect(Buffer.compare(a, b)).toBe(0);
    for (const text of [
      'TAX INVOICE',
      first.invoice_number,
      'HSN',
      'Taxable value',
      'CGST',
      'SGST',
      'NOS',
      '9%',
      'Place of supply: Uttar Pradesh (09)',
      `GSTIN: ${GSTIN}`,
      'Behind Saraswati Vidya Mandir,',
      'Civil Lines Extension',
      'Amount in words:',
    ]) {
      expect(pdfContains(a, text), text).toBe(true);
    }
    expect(pdfContains(a, 'TEST')).toBe(false);
    if (process.env.GST_PDF_OUT) (await import('node:fs')).writeFileSync(`${process.env.GST_PDF_OUT}/invoice.pdf`, a);
  });

  it('an online payment issues the invoice at once, in the sandbox series TINV with a TEST mark', async () => {
    const owner = await createUser();
    const orderId = await paidOnline(owner.token);
    const detail = (await api.get(`/api/orders/${orderId}`, { token: owner.token })).body.data;
    expect(detail.payment_mode).toBe('sandbox');
    expect(detail.invoice_number).toMatch(/^TINV\/\d{4}\/\d{6}$/);
    expect(detail.invoice_number).toHaveLength(16);
    const pdf = await download((await invoiceOf(orderId, owner.token)).download_url);
    expect(pdfContains(pdf, 'TEST TAX INVOICE')).toBe(true);
    expect(pdfContains(pdf, 'IGST')).toBe(false);
  });

  it('POST /api/orders takes an optional buyer_gstin and answers 422 errors.buyer_gstin for a wrong check character', async () => {
    const owner = await createUser();
    const product = await createProduct({ pricePaise: 10_000 });
    const bad = await api.post('/api/orders', {
      token: owner.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { buyer_gstin: '27AAPFU0939F1ZW' }),
      headers: { 'x-forwarded-for': ip() },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.buyer_gstin).toEqual(['Please enter a valid 15-character GSTIN, or leave it empty.']);
    const good = await placeCod(owner.token, { buyer_gstin: ` ${GSTIN} ` });
    expect((await api.get(`/api/orders/${good.id}`, { token: owner.token })).body.data.buyer_gstin).toBe(GSTIN);
    const none = await placeCod(owner.token, { buyer_gstin: '' });
    expect((await api.get(`/api/orders/${none.id}`, { token: owner.token })).body.data.buyer_gstin).toBeNull();
  });
});

describe('credit notes', () => {
  it('cancelling an invoiced COD order issues a credit note naming the invoice, stored and mailed to the buyer', async () => {
    const owner = await createUser();
    const manager = await createUser('manager');
    const order = await placeCod(owner.token, { shipping_state: 'Maharashtra', shipping_city: 'Pune' });
    await api.put(`/api/orders/${order.id}/status`, { token: manager.token, body: { status: 'shipped' } });
    const invoice = await invoiceOf(order.id, owner.token);
    const cancel = await api.put(`/api/orders/${order.id}/cancel`, { token: manager.token, body: { reason: 'Returned to sender' } });
    expect(cancel.status).toBe(200);
    const detail = (await api.get(`/api/orders/${order.id}`, { token: owner.token })).body.data;
    expect(detail.invoice_number).toBe(invoice.invoice_number);
    expect(detail.credit_notes).toHaveLength(1);
    const note = detail.credit_notes[0];
    expect(note.number).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(note.amount).toBe(order.total_amount);
    const pdf = await download(note.download_url);
    expect(Buffer.compare(pdf, await download(note.download_url))).toBe(0);
    if (process.env.GST_PDF_OUT) (await import('node:fs')).writeFileSync(`${process.env.GST_PDF_OUT}/credit-note.pdf`, pdf);
    for (const text of [
      'CREDIT NOTE',
      note.number,
      `Against invoice: ${invoice.invoice_number}`,
      'Reason: Returned to sender',
      'IGST',
      '18%',
    ]) {
      expect(pdfContains(pdf, text), text).toBe(true);
    }
    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order_credit_note'), eq(mailOutbox.toAddress, 'asha@example.net')));
    // Other tests mail this buyer too (TCN/… numbers contain CN/…): pick this order's mail.
    const mail = mails.find((m) => m.subject.includes(order.order_number));
    expect(mail?.subject).toBe(`Credit note ${note.number} for order ${order.order_number}`);
    expect(mail?.attachments[0]).toMatchObject({ filename: `${note.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' });
  });

  it('a partial refund issues a credit note for its amount, the rest another; sandbox money in the TCN series', async () => {
    const owner = await createUser();
    const admin = await createUser('admin');
    const orderId = await paidOnline(owner.token);
    const part = await api.post(`/api/orders/${orderId}/refund`, {
      token: admin.token,
      body: { refund_amount: 100, reason: 'Damaged item' },
    });
    expect(part.status).toBe(200);
    let detail = (await api.get(`/api/orders/${orderId}`, { token: owner.token })).body.data;
    expect(detail.credit_notes).toMatchObject([{ amount: 100 }]);
    expect(detail.credit_notes[0].number).toMatch(/^TCN\/\d{4}\/\d{6}$/);
    const pdf = await download(detail.credit_notes[0].download_url);
    expect(pdfContains(pdf, 'TEST CREDIT NOTE')).toBe(true);
    expect(pdfContains(pdf, `Against invoice: ${detail.invoice_number}`)).toBe(true);
    expect(pdfContains(pdf, 'Reason: Damaged item')).toBe(true);

    const rest = await api.post(`/api/orders/${orderId}/refund`, { token: admin.token, body: {} });
    expect(rest.status).toBe(200);
    detail = (await api.get(`/api/orders/${orderId}`, { token: owner.token })).body.data;
    expect(detail.credit_notes.map((n: { amount: number }) => n.amount)).toEqual([100, detail.total_amount - 100]);
    expect(new Set(detail.credit_notes.map((n: { number: string }) => n.number)).size).toBe(2);
  });

  it("the office's Delete refuses an invoiced order (409 order.invoiced_no_delete) and cancels one without an invoice", async () => {
    const owner = await createUser();
    const manager = await createUser('manager');
    const staff = (await callerForToken(manager.token, '198.51.100.41'))!;
    const invoiced = await placeCod(owner.token);
    await api.put(`/api/orders/${invoiced.id}/status`, { token: manager.token, body: { status: 'shipped' } });
    await expect(deleteOrderByOffice(staff, invoiced.id)).rejects.toMatchObject({ code: 'order.invoiced_no_delete' });
    expect((await api.get(`/api/orders/${invoiced.id}`, { token: owner.token })).body.data.status).toBe('shipped');
    const plain = await placeCod(owner.token);
    await deleteOrderByOffice(staff, plain.id);
    expect((await api.get(`/api/orders/${plain.id}`, { token: owner.token })).body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Deleted by admin',
      credit_notes: [],
    });
  });

  it('an order cancelled before its invoice gets no credit note', async () => {
    const owner = await createUser();
    const order = await placeCod(owner.token);
    expect((await api.put(`/api/orders/${order.id}/cancel`, { token: owner.token, body: {} })).status).toBe(200);
    const detail = (await api.get(`/api/orders/${order.id}`, { token: owner.token })).body.data;
    expect(detail).toMatchObject({ status: 'cancelled', invoice_number: null, credit_notes: [] });
  });
});
