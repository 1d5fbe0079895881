import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations, mailOutbox, webhookEvents } from '@/db/schema';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { openPan, panHash } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { createOrder, donor, ipHeaders, postWebhook, sandboxSignature, useRazorpaySandbox } from '@/tests/support/donations';

beforeAll(() => useRazorpaySandbox());

async function donation(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

describe('POST /api/donations/create-order', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing fields', { name: '', phone: '' }, 'name', 'Please fill in all required fields: name, phone'],
    ['a non-multiple of ₹10', { amount: 55 }, 'amount', 'Donation amount must be in multiples of ₹10'],
    ['less than ₹50', { amount: 40 }, 'amount', 'Minimum donation amount is ₹50'],
    ['decimals', { amount: '100.50' }, 'amount', 'Donation amount must contain digits only'],
    ['80G below ₹2000', { want80G: true, pan: 'ABCDE1234F', amount: 1500 }, 'amount', 'Minimum amount for 80G benefit is ₹2000'],
    ['80G without PAN', { want80G: true, amount: 2000, pan: '' }, 'pan', 'PAN is required for 80G tax benefit'],
    [
      'a malformed PAN',
      { want80G: true, amount: 2000, pan: 'ABC123' },
      'pan',
      'Please enter a valid PAN (five letters, four digits, one letter, e.g. ABCDE1234F)',
    ],
    ['an unknown cause', { cause: 'moon-base', causeCode: 'MB' }, 'cause', 'Please choose a cause from the list'],
  ];
  for (const [what, overrides, field, message] of cases) {
    it(`refuses ${what} with 422 '${message}'`, async () => {
      const res = await api.post('/api/donations/create-order', { body: donor(overrides), headers: ipHeaders() });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toEqual([message]);
    });
  }

  it('creates a Razorpay order in paise with our donation id as receipt, and a pending donation', async () => {
    const { data } = await createOrder({ amount: 2500, want80G: true, pan: 'abcde1234f', cause: 'chains-to-bridge', causeCode: 'CB' });
    expect(data).toMatchObject({ amount: 250000, currency: 'INR', key_id: expect.stringMatching(/^rzp_test_/) });
    expect(data.order_id).toMatch(/^order_/);
    const order = sandboxStore().orders.get(data.order_id)!;
    expect(order).toMatchObject({ amount: 250000, currency: 'INR', receipt: `donation_${data.donation_id}` });
    const row = await donation(data.donation_id);
    // The PAN is kept sealed (issue 34 item 9), upper-cased inside.
    expect(openPan(row.pan)).toBe('ABCDE1234F');
    expect(row.panHash).toBe(panHash('ABCDE1234F'));
    expect(row).toMatchObject({
      status: 'pending',
      amountPaise: 250000,
      cause: 'awakening-shakti',
      causeCode: 'AS',
      want80g: true,
      mode: 'sandbox',
      frequency: 'one-time',
    });
  });
});

describe('POST /api/donations/verify-payment', () => {
  it('a forged signature leaves the donation unpaid', async () => {
    const { data } = await createOrder();
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const res = await api.post('/api/donations/verify-payment', {
      body: {
        razorpay_order_id: data.order_id,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: sandboxSignature('order_other', paid.paymentId),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Payment verification failed. Please contact support.');
    expect((await donation(data.donation_id)).status).toBe('pending');
  });

  it('refuses a real signature of another order paid with a cheaper payment', async () => {
    const cheap = await createOrder({ amount: 50 });
    const dear = await createOrder({ amount: 5000 });
    const paid = await payOrder(cheap.data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const res = await api.post('/api/donations/verify-payment', { body: { ...paid.response, razorpay_order_id: dear.data.order_id } });
    expect(res.status).toBe(400);
    expect((await donation(dear.data.donation_id)).status).toBe('pending');
  });

  it('marks the donation paid once, issues a numbered receipt and queues the mail with the PDF', async () => {
    const { data, body } = await createOrder({ amount: 2000, want80G: true, pan: 'PQRST6789K' });
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const first = await api.post('/api/donations/verify-payment', { body: { ...paid.response, donation_details: body } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      donation_id: data.donation_id,
      payment_id: paid.paymentId,
      status: 'paid',
      // Sandbox money: the test series, never the real one.
      receipt_number: expect.stringMatching(/^TDON\/\d{4}-\d{2}\/\d{6}$/),
    });
    const again = await api.post('/api/donations/verify-payment', { body: paid.response });
    expect(again.status).toBe(200);
    expect(again.body.data.receipt_number).toBe(first.body.data.receipt_number);

    const db = await getDb();
    expect(await donation(data.donation_id)).toMatchObject({ status: 'paid', razorpayPaymentId: paid.paymentId, eligible80g: true });
    expect(await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, data.donation_id))).toHaveLength(1);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, body.email), eq(mailOutbox.kind, 'donation-receipt')));
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    // The mail and the answer each sign their own expiring link (the second may tick between them), so the
    // mail's link is checked for what it must do: open this donation's receipt.
    const mailed = mails[0].textBody.match(/https?:\/\/\S+\/api\/donations\/(\d+)\/receipt\?sig=\S+/);
    expect(mailed?.[1]).toBe(String(data.donation_id));
    for (const link of [first.body.data.receipt_url as string, mailed![0]]) {
      const pdf = await api.get(new URL(link).pathname + new URL(link).search);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });
});

describe('POST /api/donations/webhook', () => {
  function capturedEvent(orderId: string, payment: unknown) {
    return {
      entity: 'event',
      account_id: 'acc_x',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1,
    };
  }

  it('refuses a wrong signature with 400 and records nothing', async () => {
    const { data } = await createOrder();
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const res = await postWebhook(capturedEvent(data.order_id, sandboxStore().payments.get(paid.paymentId)), {
      signature: 'ab'.repeat(32),
    });
    expect(res.status).toBe(400);
    expect((await donation(data.donation_id)).status).toBe('pending');
  });

  it('the same webhook delivered three times records one paid donation, one receipt, one mail', async () => {
    const { data, body } = await createOrder({ amount: 700 });
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const event = capturedEvent(data.order_id, sandboxStore().payments.get(paid.paymentId));
    const eventId = `evt_three_${data.donation_id}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postWebhook(event, { eventId })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const db = await getDb();
    expect(await donation(data.donation_id)).toMatchObject({ status: 'paid', razorpayPaymentId: paid.paymentId });
    expect(await db.select().from(donations).where(eq(donations.email, body.email))).toHaveLength(1);
    expect(await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, data.donation_id))).toHaveLength(1);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email))).toHaveLength(1);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(1);
  });

  it('a payment.failed after payment.captured keeps the donation paid', async () => {
    const { data } = await createOrder();
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const payment = sandboxStore().payments.get(paid.paymentId)!;
    expect((await postWebhook(capturedEvent(data.order_id, payment))).status).toBe(200);
    const failed = { ...capturedEvent(data.order_id, { ...payment, status: 'failed' }), event: 'payment.failed' };
    expect((await postWebhook(failed)).status).toBe(200);
    expect((await donation(data.donation_id)).status).toBe('paid');
  });

  it('a payment.failed before the capture marks it failed, and the later capture still pays it', async () => {
    const { data } = await createOrder();
    const failedAttempt = await payOrder(data.order_id, 'fail', 'now');
    expect(failedAttempt.ok).toBe(false);
    expect((await donation(data.donation_id)).status).toBe('failed');
    const paid = await payOrder(data.order_id, 'pay', 'now');
    expect(paid.ok).toBe(true);
    expect((await donation(data.donation_id)).status).toBe('paid');
  });

  it('a capture whose amount differs from the donation is not accepted', async () => {
    const { data } = await createOrder({ amount: 1000 });
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const payment = { ...sandboxStore().payments.get(paid.paymentId)!, amount: 100 };
    expect((await postWebhook(capturedEvent(data.order_id, payment))).status).toBe(200);
    expect((await donation(data.donation_id)).status).toBe('pending');
  });
});

describe('reconcileDonations()', () => {
  it('pays a donation the browser never confirmed by asking the gateway for the order payments, and expires stale ones', async () => {
    const { reconcileDonations } = await import('@/lib/server/donations');
    const { systemCaller } = await import('@/lib/server/accounts/system-caller');
    const paidLater = await createOrder();
    const abandoned = await createOrder();
    const paid = await payOrder(paidLater.data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const db = await getDb();
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(donations.id, paidLater.data.donation_id));
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 30 * 60 * 60 * 1000) })
      .where(eq(donations.id, abandoned.data.donation_id));
    const report = await reconcileDonations(systemCaller('reconcile-job'));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await donation(paidLater.data.donation_id)).toMatchObject({ status: 'paid', razorpayPaymentId: paid.paymentId });
    expect((await donation(abandoned.data.donation_id)).status).toBe('failed');
  });
});
