// Issue 24, donors and the office: a second payment on a paid donation, consent for the wall, test money,
// 80G registration validity, the financial-year filter, receipts' emailed_at and abandoned attempts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { getDb } from '@/db';
import { auditLog, donationReceipts, donations, mailOutbox, payments, refunds } from '@/db/schema';
import { financialYear } from '@/lib/domain/dates';
import { foundation } from '@/lib/config/foundation';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { deliverDueMail } from '@/lib/server/mail';
import { resetEnvCache } from '@/lib/server/platform';
import { payOrder, payPaidOrderAgain } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { api } from '@/tests/support/api';
import { createOrder, useRazorpaySandbox } from '@/tests/support/donations';
import { startTestSmtp } from '@/tests/support/smtp';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;

beforeAll(async () => {
  useRazorpaySandbox();
  admin = await createUser('admin');
});

async function paidDonation(overrides: Record<string, unknown> = {}) {
  const { data, body } = await createOrder(overrides);
  const paid = await payOrder(data.order_id, 'pay', 'now');
  if (!paid.ok) throw new Error('sandbox payment failed');
  return { id: data.donation_id, orderId: data.order_id, body, paymentId: paid.paymentId };
}

/** The same donation as if taken with live keys: real money (the sandbox's never counts). */
async function asLive(id: number) {
  const db = await getDb();
  await db.update(donations).set({ mode: 'live' }).where(eq(donations.id, id));
}

async function row(id: number) {
  const db = await getDb();
  const [d] = await db.select().from(donations).where(eq(donations.id, id));
  return d;
}

const offline = (overrides: Record<string, unknown> = {}) =>
  api.post('/api/donations', {
    token: admin.token,
    body: {
      name: `Offline ${Math.random().toString(36).slice(2, 8)} Giver`,
      address: '5 Canal Road, Kanpur',
      amount: 2500,
      payment_mode: 'cheque',
      ...overrides,
    },
  });

const wallSearch = async (name: string) => (await api.get(`/api/donations/donors?search=${encodeURIComponent(name)}`)).body.data;

describe('a second Razorpay payment on a paid donation (signed payment.captured through the sandbox)', () => {
  it('records it as a duplicate, refunds it through Razorpay, audits it and tells the donor; redelivery changes nothing', async () => {
    const d = await paidDonation({ amount: 750 });
    // What the sandbox's test control POST /sandbox/razorpay/test/pay-again runs: a late second capture,
    // delivered to our webhook signed, as Razorpay does.
    const again = await payPaidOrderAgain(d.orderId, 'now');
    expect(again!.deliveries).toEqual([expect.objectContaining({ type: 'payment.captured', status: 200 })]);

    const db = await getDb();
    const rows = await db.select().from(payments).where(eq(payments.donationId, d.id));
    const first = rows.find((p) => p.gatewayPaymentId === d.paymentId)!;
    const second = rows.find((p) => p.gatewayPaymentId === again!.paymentId)!;
    expect(second).toMatchObject({ gateway: 'razorpay', amountPaise: 75000, duplicateOfPaymentId: first.id, status: 'refunded' });
    expect(sandboxStore().payments.get(again!.paymentId)?.status).toBe('refunded');
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, second.id));
    expect(refund).toMatchObject({ amountPaise: 75000, status: 'processed', gatewayRefundId: expect.stringMatching(/^rfnd_/) });

    // The donation keeps its first payment and its one receipt.
    expect(await row(d.id)).toMatchObject({ status: 'paid', razorpayPaymentId: d.paymentId });
    const audit = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'donation'), eq(auditLog.entityId, String(d.id)), eq(auditLog.action, 'donation.duplicate_payment')),
      );
    expect(audit).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, d.body.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(['donation-receipt', 'duplicate_payment']);

    // The gateway delivers at least once: the same event again records nothing more.
    const { replayEvent } = await import('@/lib/server/payments/razorpay/sandbox/events');
    expect((await replayEvent(again!.events[0].id))?.status).toBe(200);
    expect(await db.select().from(payments).where(eq(payments.donationId, d.id))).toHaveLength(2);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, d.body.email))).toHaveLength(2);

    // POST /api/payments/refund gives back only the second payment, never the gift itself.
    const gift = await api.post('/api/payments/refund', { token: admin.token, body: { payment_id: first.id, reason: 'test' } });
    expect(gift.status).toBe(400);
    expect(gift.body.message).toBe('A donation is not refunded here: only a second payment on a paid donation.');
  });

  it('a duplicate the gateway will not refund stays on the dashboard for the office, flagged in the audit log', async () => {
    const d = await paidDonation({ amount: 600 });
    // The gateway refuses the refund (here: the payment is no longer captured on its side).
    const store = sandboxStore();
    const realSet = store.payments.set.bind(store.payments);
    store.payments.set = (id, p) => realSet(id, id.startsWith('pay_') && p.order_id === d.orderId ? { ...p, status: 'authorized' } : p);
    let again;
    try {
      again = await payPaidOrderAgain(d.orderId, 'now');
    } finally {
      store.payments.set = realSet;
    }
    const db = await getDb();
    const [second] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, again!.paymentId));
    expect(second).toMatchObject({ status: 'paid', donationId: d.id });
    const flagged = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.duplicate_refund_failed'), eq(auditLog.entityId, String(second.id))));
    expect(flagged).toHaveLength(1);
    const { duplicatePaymentsForStaff } = await import('@/lib/server/payments');
    const staff = await duplicatePaymentsForStaff({
      kind: 'user',
      userId: admin.id,
      role: 'admin',
      name: admin.name,
      email: admin.email,
      via: 'token',
      ip: null,
    });
    expect(staff.items.find((i) => i.payment_id === second.id)).toMatchObject({ donation_id: d.id, needs_attention: true });
  });
});

describe('consent for the wall of supporters', () => {
  it('POST /api/donations/create-order without a wall choice is not listed; one who chose is', async () => {
    const silent = await paidDonation({ name: `Silentgiver${Date.now()} Kumar` });
    await asLive(silent.id);
    expect((await row(silent.id)).wallDisplay).toBe('hidden');
    const chose = await paidDonation({ name: `Chosegiver${Date.now()} Rao`, wallDisplay: 'initials' });
    await asLive(chose.id);
    const { expireAfter } = await import('@/lib/server/cache');
    await expireAfter('donation.paid');
    expect((await wallSearch(silent.body.name.split(' ')[0])).total).toBe(0);
    expect((await wallSearch(chose.body.name.split(' ')[0])).data[0].name).toBe(`${chose.body.name.split(' ')[0]} R.`);
  });

  it('POST /api/donations (offline) without a wall choice is not listed, with one as chosen, and answers the choice', async () => {
    const unnamed = await offline();
    expect(unnamed.status).toBe(201);
    expect(unnamed.body.data).toMatchObject({ wall_display: 'hidden', show_amount: false });
    expect((await wallSearch(unnamed.body.data.name.split(' ')[1])).total).toBe(0);
    const named = await offline({ wallDisplay: 'name', showAmount: true });
    expect(named.body.data).toMatchObject({ wall_display: 'name', show_amount: true });
    expect((await wallSearch(named.body.data.name.split(' ')[1])).data[0]).toMatchObject({
      name: named.body.data.name,
      total_amount: 2500,
    });
  });
});

describe('test money is not real money', () => {
  it('sandbox donations are left out of the wall, its stats and Form 10BD; live ones count', async () => {
    const pan = `TSTMN${String(Math.floor(Math.random() * 9000) + 1000)}Q`;
    const name = `Sandboxgiver${Date.now()} Shah`;
    const before = (await api.get('/api/donations/donors/stats')).body.data;
    const test = await paidDonation({ name, amount: 3000, want80G: true, pan, wallDisplay: 'name', showAmount: true });
    const { expireAfter } = await import('@/lib/server/cache');
    await expireAfter('donation.paid');
    expect((await wallSearch(name.split(' ')[0])).total).toBe(0);
    expect((await api.get('/api/donations/donors/stats')).body.data).toEqual(before);
    const fy = financialYear((await row(test.id)).paidAt!);
    const form = async () => (await api.get(`/api/donations/form-10bd?fy=${fy}`, { token: admin.token })).body as string;
    expect(await form()).not.toContain(pan);

    await asLive(test.id);
    await expireAfter('donation.paid');
    expect((await wallSearch(name.split(' ')[0])).total).toBe(1);
    const after = (await api.get('/api/donations/donors/stats')).body.data;
    expect(after.total_donations).toBe(before.total_donations + 1);
    expect(after.total_amount).toBe(before.total_amount + 3000);
    expect(await form()).toContain(pan);
  });

  it('a sandbox receipt says TEST (mail subject, text and PDF); the CSV ledger marks the row', async () => {
    const d = await paidDonation({ amount: 500 });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, d.body.email));
    expect(mail.subject).toMatch(/^\[TEST\] Your donation receipt /);
    expect(mail.textBody).toContain('TEST RECEIPT');
    const { pdfContains } = await import('@/tests/support/pdf-text');
    expect(pdfContains(Buffer.from(mail.attachments[0].contentBase64, 'base64'), 'TEST RECEIPT')).toBe(true);
    const csv = await api.get(`/api/donations/export?search=${encodeURIComponent(d.body.email)}`, { token: admin.token });
    expect((csv.body as string).trim().split('\r\n')[1]).toContain('TEST (sandbox)');
  });
});

describe('80G receipts and the registration validity', () => {
  it('a cheque received outside every registration gets no 80G wording, leaves 10BD, and the office is warned', async () => {
    // 15/01/2021 is AY 2021-22: before the first registration (valid from AY 2022-23).
    const res = await offline({
      want80G: true,
      pan: 'ABCDE1234F',
      email: `early-${Date.now()}@example.test`,
      received_at: '2021-01-15T06:00:00Z',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ want80G: true, eligible_80g: false });
    const db = await getDb();
    const [receiptMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, res.body.data.email));
    expect(receiptMail.textBody).toContain('carries no tax deduction under section 80G');
    const { pdfContains } = await import('@/tests/support/pdf-text');
    const pdf = Buffer.from(receiptMail.attachments[0].contentBase64, 'base64');
    expect(pdfContains(pdf, 'This donation is eligible for deduction')).toBe(false);
    expect(pdfContains(pdf, 'AY 2021-22')).toBe(true);
    const warnings = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, foundation.email), like(mailOutbox.subject, '%AY 2021-22%')))
      .orderBy(desc(mailOutbox.id));
    expect(warnings[0].textBody).toContain(`Donation #${res.body.data.id}`);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donation.80g_not_covered'), eq(auditLog.entityId, String(res.body.data.id))));
    expect(audit).toHaveLength(1);
    // Form 10BD is filed under a registration: for a year none covers there is nothing to file.
    const form = await api.get('/api/donations/form-10bd?fy=2020-21', { token: admin.token });
    expect(form.status).toBe(400);
    expect(form.body.message).toBe('No 80G registration of the foundation covers the financial year 2020-21.');
  });

  it('a cheque received within a registration certifies under that registration', async () => {
    const res = await offline({
      want80G: true,
      pan: 'ABCDE1234F',
      email: `covered-${Date.now()}@example.test`,
      received_at: '2025-11-10T06:00:00Z',
    });
    expect(res.body.data).toMatchObject({ eligible_80g: true });
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, res.body.data.email));
    const { pdfContains } = await import('@/tests/support/pdf-text');
    const pdf = Buffer.from(mail.attachments[0].contentBase64, 'base64');
    expect(pdfContains(pdf, 'This donation is eligible for deduction')).toBe(true);
    expect(pdfContains(pdf, foundation.registrations80g[0].urn)).toBe(true);
  });
});

describe('GET /api/donations and GET /api/donations/export by financial year', () => {
  it('answer 200 with the donations paid in that year (fy=2025-26), on PostgreSQL too', async () => {
    const inYear = await offline({ received_at: '2025-11-10T06:00:00Z', email: `fy-${Date.now()}@example.test` });
    const list = await api.get('/api/donations?fy=2025-26&per_page=1000', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toContain(inYear.body.data.id);
    const other = await api.get('/api/donations?fy=2024-25&per_page=1000', { token: admin.token });
    expect(other.body.data.map((d: { id: number }) => d.id)).not.toContain(inYear.body.data.id);
    const csv = await api.get(`/api/donations/export?fy=2025-26&search=${encodeURIComponent(inYear.body.data.email)}`, {
      token: admin.token,
    });
    expect(csv.status).toBe(200);
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(2);
  });
});

describe("a receipt's emailed_at", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await smtp.close();
  });

  it('stays empty while the mail waits in the outbox and is set when it is sent', async () => {
    const d = await paidDonation({ amount: 300 });
    const db = await getDb();
    const receipt = async () => (await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, d.id)))[0];
    expect((await receipt()).emailedAt).toBeNull();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, d.body.email));
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [mail.id] });
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    expect(sent.status).toBe('sent');
    expect((await receipt()).emailedAt?.getTime()).toBe(sent.sentAt!.getTime());
  });
});

describe('abandoned donation attempts', () => {
  it('GET /api/donations shows a pending attempt older than 24 hours as abandoned; reconciliation closes it', async () => {
    const fresh = await createOrder();
    const old = await createOrder();
    const db = await getDb();
    await db
      .update(donations)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(donations.id, old.data.donation_id));
    // An attempt that never reached the gateway (no order id) is closed too.
    const [stranded] = await db
      .insert(donations)
      .values({
        name: 'Stranded',
        email: `stranded-${Date.now()}@example.test`,
        phone: '9876543210',
        address: 'Kanpur',
        amountPaise: 10000,
        cause: 'general-welfare',
        causeCode: 'GSW',
        mode: 'sandbox',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      })
      .returning();
    const list = await api.get(`/api/donations?status=pending&per_page=1000`, { token: admin.token });
    const byId = new Map(list.body.data.map((d: { id: number; display_status: string }) => [d.id, d.display_status]));
    expect(byId.get(fresh.data.donation_id)).toBe('pending');
    expect(byId.get(old.data.donation_id)).toBe('abandoned');
    expect(byId.get(stranded.id)).toBe('abandoned');

    const { reconcileDonations } = await import('@/lib/server/donations');
    await reconcileDonations(systemCaller('reconcile-job'));
    expect((await row(old.data.donation_id)).status).toBe('failed');
    expect((await row(stranded.id)).status).toBe('failed');
    expect((await row(fresh.data.donation_id)).status).toBe('pending');
  });
});
