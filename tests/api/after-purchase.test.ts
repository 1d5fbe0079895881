import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { clickOnPayPage, postBack } from '@/tests/support/payments';
import { sandboxBridgeForFile } from '@/tests/support/sandbox-bridge';
import { createProduct, stockOf } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';
import { getDb } from '@/db';
import { creditNotes, mailOutbox, orders, payments, refunds } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';

// Issue 37 item 5: after the purchase. A buyer cancels their own order until it ships, paid or not (a paid one
// is refunded through the gateway at once, once); the office records the courier and tracking when it ships;
// every refund mails the buyer its amount.

sandboxBridgeForFile();

const ip = () => `198.51.100.${Math.floor(Math.random() * 200)}`;

/** A paid Easebuzz order of the buyer (one unit at ₹430 + 18% + ₹50 shipping = ₹557.40), through the sandbox. */
async function paidOrder(buyer: TestUser, stock = 5) {
  const product = await createProduct({ pricePaise: 43_000, stock });
  const res = await api.post('/api/payments/initiate', {
    token: buyer.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'easybuzz', shipping_email: buyer.email }),
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status).toBe(200);
  const { action, fields } = await clickOnPayPage(res.body.payment_url, 'pay');
  await postBack(action, fields);
  return { orderId: res.body.data.order_id as number, product };
}

async function codOrder(buyer: TestUser) {
  const product = await createProduct({ pricePaise: 60_000 });
  const res = await api.post('/api/orders', {
    token: buyer.token,
    body: orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_email: buyer.email }),
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status).toBe(201);
  return { orderId: res.body.data.id as number, orderNumber: res.body.data.order_number as string, product };
}

async function orderRow(id: number) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
}

async function refundsOf(orderId: number) {
  const db = await getDb();
  return db
    .select({ r: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, orderId));
}

async function mailsTo(email: string, kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
}

describe('PUT /api/orders/{id}/cancel by the buyer (issue 37)', () => {
  it('refunds a paid order that has not shipped at once, gives the stock back once, issues the credit note and mails the refund', async () => {
    const buyer = await createUser();
    const manager = await createUser('manager');
    const { orderId, product } = await paidOrder(buyer);
    expect((await api.put(`/api/orders/${orderId}/status`, { token: manager.token, body: { status: 'processing' } })).status).toBe(200);
    expect(await stockOf(product.id)).toBe(4);

    const res = await api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded_amount: 557.4 });
    expect(await stockOf(product.id)).toBe(5);
    const rows = await refundsOf(orderId);
    expect(rows.map(({ r }) => [r.status, r.amountPaise])).toEqual([['processed', 55_740]]);
    // Paid online means invoiced at payment: one credit note for the refund, none more for the cancel.
    const db = await getDb();
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes.map((n) => n.amountPaise)).toEqual([55_740]);
    const [mail] = await mailsTo(buyer.email, 'order_refund');
    expect(mail.subject).toContain('₹557.40');
    expect(mail.textBody).toContain('We have refunded ₹557.40 of your order');

    // Sent again: already cancelled, nothing more goes back.
    const again = await api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} });
    expect(again.status).toBe(400);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
    expect(await mailsTo(buyer.email, 'order_refund')).toHaveLength(1);
  });

  it('refunds once when the cancel is sent twice at the same time', async () => {
    const buyer = await createUser();
    const { orderId, product } = await paidOrder(buyer);
    const answers = await Promise.all([1, 2].map(() => api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} })));
    expect(answers.map((a) => a.status)).toContain(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const rows = await refundsOf(orderId);
    expect(rows.filter(({ r }) => r.status === 'processed').map(({ r }) => r.amountPaise)).toEqual([55_740]);
    expect(await stockOf(product.id)).toBe(5);
    expect(await mailsTo(buyer.email, 'order_refund')).toHaveLength(1);
  });

  it('leaves the order as it was when the gateway does not answer, then refunds once on the next try', async () => {
    const buyer = await createUser();
    const { orderId, product } = await paidOrder(buyer);
    const saved = process.env.EASEBUZZ_DASHBOARD_URL;
    process.env.EASEBUZZ_DASHBOARD_URL = 'http://127.0.0.1:9/'; // nothing listens: the refund call fails
    resetEnvCache();
    try {
      const res = await api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} });
      expect(res.status).toBe(502);
      expect(res.body.message).toContain('the order is not cancelled yet');
    } finally {
      process.env.EASEBUZZ_DASHBOARD_URL = saved;
      resetEnvCache();
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(4);
    // The unanswered refund is kept, pending, and asked again under the same id.
    expect((await refundsOf(orderId)).map(({ r }) => r.status)).toEqual(['pending']);

    const retry = await api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} });
    expect(retry.status).toBe(200);
    expect((await refundsOf(orderId)).map(({ r }) => [r.status, r.amountPaise])).toEqual([['processed', 55_740]]);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('refuses a shipped order (400) and answers 404 for another buyer’s order', async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const manager = await createUser('manager');
    const { orderId } = await codOrder(buyer);
    const other = await api.put(`/api/orders/${orderId}/cancel`, { token: stranger.token, body: {} });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Order not found');
    await api.put(`/api/orders/${orderId}/status`, { token: manager.token, body: { status: 'shipped' } });
    const shipped = await api.put(`/api/orders/${orderId}/cancel`, { token: buyer.token, body: {} });
    expect(shipped.status).toBe(400);
    expect(shipped.body.message).toBe('This order can no longer be cancelled. Please contact support.');
    expect(await orderRow(orderId)).toMatchObject({ status: 'shipped' });
  });
});

describe('PUT /api/orders/{id}/status records the courier and tracking when shipping (issue 37)', () => {
  it('takes courier, tracking_number and tracking_url with Shipped and shows them in the order, tracking and the mail', async () => {
    const buyer = await createUser();
    const manager = await createUser('manager');
    const { orderId, orderNumber } = await codOrder(buyer);
    const res = await api.put(`/api/orders/${orderId}/status`, {
      token: manager.token,
      body: {
        status: 'shipped',
        courier: 'India Post',
        tracking_number: 'EK123456789IN',
        tracking_url: 'https://www.indiapost.gov.in/track?id=EK123456789IN',
      },
    });
    expect(res.status).toBe(200);
    const shipment = {
      courier: 'India Post',
      tracking_number: 'EK123456789IN',
      tracking_url: 'https://www.indiapost.gov.in/track?id=EK123456789IN',
    };
    expect(res.body.data).toMatchObject(shipment);
    expect((await api.get(`/api/orders/${orderId}`, { token: buyer.token })).body.data).toMatchObject(shipment);
    const tracked = await api.get(`/api/orders/track/${orderNumber}`, { headers: { 'x-forwarded-for': ip() } });
    expect(tracked.body.data).toMatchObject({ status: 'shipped', ...shipment });
    const [mail] = (await mailsTo(buyer.email, 'order_status')).filter((m) => m.subject.includes('Shipped'));
    expect(mail.textBody).toContain('Courier: India Post');
    expect(mail.textBody).toContain('Tracking number: EK123456789IN');
    expect(mail.textBody).toContain('Follow the parcel: https://www.indiapost.gov.in/track?id=EK123456789IN');
  });

  it('keeps working without them (the existing client sends {status, note}) and answers null', async () => {
    const buyer = await createUser();
    const manager = await createUser('manager');
    const { orderId } = await codOrder(buyer);
    const res = await api.put(`/api/orders/${orderId}/status`, { token: manager.token, body: { status: 'shipped', note: 'Sent' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'shipped', courier: null, tracking_number: null, tracking_url: null });
  });

  it('refuses a link that is not https, over-long fields and tracking with another status (422), changing nothing', async () => {
    const buyer = await createUser();
    const manager = await createUser('manager');
    const { orderId } = await codOrder(buyer);
    const put = (body: Record<string, unknown>) => api.put(`/api/orders/${orderId}/status`, { token: manager.token, body });
    const http = await put({ status: 'shipped', tracking_url: 'http://courier.example/1' });
    expect(http.status).toBe(422);
    expect(http.body.errors.tracking_url).toEqual(['The tracking link must be a full https:// address.']);
    expect((await put({ status: 'shipped', tracking_url: 'javascript:alert(1)' })).status).toBe(422);
    const long = await put({ status: 'shipped', courier: 'x'.repeat(81), tracking_number: 'A'.repeat(61) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors).sort()).toEqual(['courier', 'tracking_number']);
    const wrongStatus = await put({ status: 'processing', tracking_number: 'AB12' });
    expect(wrongStatus.status).toBe(422);
    expect(wrongStatus.body.errors.tracking_number).toEqual(['The courier and tracking are recorded when the order is marked Shipped.']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', courier: null, trackingNumber: null, trackingUrl: null });
  });
});

describe('refund mails (issue 37)', () => {
  it("the office's part refund mails the buyer its amount in the order's language, and the order shows what went back", async () => {
    const buyer = await createUser();
    const admin = await createUser('admin');
    const { orderId } = await paidOrder(buyer);
    const db = await getDb();
    await db.update(orders).set({ locale: 'hi' }).where(eq(orders.id, orderId));
    const part = await api.post(`/api/orders/${orderId}/refund`, { token: admin.token, body: { refund_amount: 100, reason: 'Damaged' } });
    expect(part.status).toBe(200);
    const [mail] = await mailsTo(buyer.email, 'order_refund');
    expect(mail.subject).toContain('₹100.00 का रिफ़ंड');
    expect(mail.textBody).toContain('/hi/track?order=');
    const detail = await api.get(`/api/orders/${orderId}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 100 });
  });
});
