import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, mailOutbox, orders, products } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import type { SignedInCaller } from '@/lib/server/accounts';
import { deliverDueMail } from '@/lib/server/mail';
import { placeOrder } from '@/lib/server/checkout';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createOrder, donor, useRazorpaySandbox } from '@/tests/support/donations';
import { createProduct, uniqueTag } from '@/tests/support/products';
import { pdfContains } from '@/tests/support/pdf-text';
import { startTestSmtp } from '@/tests/support/smtp';
import { decode } from '@/tests/support/mime';
import { createUser, uniqueEmail } from '@/tests/support/users';
import { orderInputSchema } from '@/lib/domain/validation/order';

// Mails to buyers and donors are written in the language of the page they ordered or gave on (issue 27);
// receipts and invoices (the PDFs) stay English. A server action's page is the language its form sends (the
// page that rendered it), never the request's Referer, which these tests set to the other language.
const request = vi.hoisted(() => ({ referer: null as string | null }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.referer ? { referer: request.referer, 'x-forwarded-for': '198.18.7.7' } : {}),
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

const { startOneTimeDonation } = await import('@/lib/actions/donations');

beforeAll(() => useRazorpaySandbox());
afterEach(() => {
  request.referer = null;
  delete process.env.SMTP_URL;
  resetEnvCache();
});

/** Sends the given outbox rows through the real test SMTP server and answers what arrived, decoded. */
async function deliver(ids: number[], to: string) {
  const smtp = await startTestSmtp();
  try {
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    const report = await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: ids });
    expect(report.sent).toBe(ids.length);
    return smtp.received.filter((m) => m.to.includes(to)).map((m) => decode(m.raw));
  } finally {
    await smtp.close();
  }
}

async function outbox(to: string, kinds: string[]) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), inArray(mailOutbox.kind, kinds)));
}

async function buyer(): Promise<SignedInCaller> {
  const u = await createUser('user');
  return { kind: 'user', userId: u.id, role: u.role, name: u.name, email: u.email, via: 'token', ip: null };
}

describe('order mails in the language of the order', () => {
  it('an order placed in Hindi gets its confirmation and status mails in Hindi', async () => {
    const product = await createProduct({ name: uniqueTag('Diya'), stock: 5 });
    const db = await getDb();
    // The office entered a Hindi name: the Hindi mail names the item as the Hindi pages do.
    const nameHi = `दीया ${product.name}`;
    await db.update(products).set({ nameHi }).where(eq(products.id, product.id));
    const email = uniqueEmail('hindi-buyer');
    const input = orderInputSchema.parse(orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_email: email }));
    const placed = await placeOrder(await buyer(), 'site.checkout', {
      input,
      idempotencyKey: null,
      pay: { return_url: null, cancel_url: null, failure_url: null },
      locale: 'hi',
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row.locale).toBe('hi');

    const manager = await createUser('manager');
    const shipped = await api.put(`/api/orders/${row.id}/status`, { token: manager.token, body: { status: 'processing' } });
    expect(shipped.status).toBe(200);

    const mails = await outbox(email, ['order_confirmation', 'order_status']);
    expect(mails).toHaveLength(2);
    const received = await deliver(
      mails.map((m) => m.id),
      email,
    );
    const confirmation = received.find((m) => m.subject.includes('की पुष्टि'));
    expect(confirmation?.subject).toBe(`ऑर्डर ${row.orderNumber} की पुष्टि – ${confirmation?.subject.split(' – ')[1]}`);
    expect(confirmation?.text).toContain('प्रिय Asha Verma,');
    expect(confirmation?.text).toContain('भुगतान: डिलीवरी पर नकद।');
    expect(confirmation?.text).toContain(`  ${nameHi} × 1  `);
    expect(confirmation?.text).toContain(`/hi/track?order=${row.orderNumber}`);
    const status = received.find((m) => m.subject.startsWith(`ऑर्डर ${row.orderNumber}:`));
    expect(status?.subject).toBe(`ऑर्डर ${row.orderNumber}: तैयार हो रहा है`);
    expect(status?.text).toContain('अब इस स्थिति में है: तैयार हो रहा है।');
  });

  it('POST /api/orders stays English (locale en) whatever page the client names', async () => {
    const product = await createProduct({ name: uniqueTag('Bell'), stock: 5 });
    const user = await createUser('user');
    const email = uniqueEmail('english-buyer');
    const res = await api.post('/api/orders', {
      token: user.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { shipping_email: email }),
      headers: { referer: 'http://localhost:3000/hi/checkout' },
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, res.body.data.id));
    expect(row.locale).toBe('en');
    const [mail] = await outbox(email, ['order_confirmation']);
    const [received] = await deliver([mail.id], email);
    expect(received.subject).toMatch(new RegExp(`^Order ${row.orderNumber} confirmed – `));
    expect(received.text).toContain('Dear Asha Verma,');
    expect(received.text).toContain('Payment: cash on delivery.');
    expect(received.text).toContain(`/track?order=${row.orderNumber}`);
    expect(received.text).not.toContain('/hi/track');
  });
});

describe('donation mails in the language of the gift', () => {
  async function payAndVerify(donationId: number, orderId: string) {
    const paid = await payOrder(orderId, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const res = await api.post('/api/donations/verify-payment', { body: paid.response });
    expect(res.status).toBe(200);
    expect(res.body.data.donation_id).toBe(donationId);
  }

  it('a gift made on /hi/donations gets its thank-you mail in Hindi, the name as typed and the receipt PDF in English', async () => {
    request.referer = 'http://localhost:3000/donations';
    const details = donor({ name: 'Rahul Kumar' });
    const started = await startOneTimeDonation(details as never, undefined, 'hi');
    expect(started.ok).toBe(true);
    const db = await getDb();
    const [row] = await db.select().from(donations).where(eq(donations.razorpayOrderId, started.data!.order_id));
    expect(row.locale).toBe('hi');
    await payAndVerify(row.id, started.data!.order_id);

    const [mail] = await outbox(details.email, ['donation-receipt']);
    const [received] = await deliver([mail.id], details.email);
    expect(received.subject).toMatch(/^(\[TEST\] आपकी दान रसीद T|आपकी दान रसीद )DON\//);
    expect(received.text).toContain('प्रिय Rahul Kumar,');
    expect(received.text).toContain('का दान देने के लिए आपका धन्यवाद।');
    expect(received.text).toContain('आभार सहित,');
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const pdf = Buffer.from(mail.attachments[0].contentBase64, 'base64');
    expect(pdfContains(pdf, 'Rahul Kumar')).toBe(true);
    expect(pdfContains(pdf, 'Donation Receipt') || pdfContains(pdf, 'DONATION RECEIPT') || pdfContains(pdf, 'Receipt')).toBe(true);
  });

  it('a gift made on the English page, or through POST /api/donations/create-order, stays English', async () => {
    request.referer = 'http://localhost:3000/hi/donations';
    const details = donor();
    const started = await startOneTimeDonation(details as never, undefined, 'en');
    expect(started.ok).toBe(true);
    const db = await getDb();
    const [row] = await db.select().from(donations).where(eq(donations.razorpayOrderId, started.data!.order_id));
    expect(row.locale).toBe('en');

    const viaApi = await createOrder();
    const [apiRow] = await db.select().from(donations).where(eq(donations.id, viaApi.data.donation_id));
    expect(apiRow.locale).toBe('en');
    await payAndVerify(apiRow.id, viaApi.data.order_id);
    const [mail] = await outbox(viaApi.body.email, ['donation-receipt']);
    const [received] = await deliver([mail.id], viaApi.body.email);
    expect(received.subject).toMatch(/^(\[TEST\] Your donation receipt T|Your donation receipt )DON\//);
    expect(received.text).toContain(`Dear ${viaApi.body.name},`);
    expect(received.text).toContain('With gratitude,');
  });
});
