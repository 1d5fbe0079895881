// Issue 34 item 7: a gift is dated by the gateway's payment time, 80G is offered only while a registration covers
// today, and the office's "Re-check 80G receipts" replaces receipts once a registration covers their gifts.
import { writeFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { auditLog, donationReceipts, donations, files, mailOutbox } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import type { Registration80g } from '@/lib/domain/registration-80g';
import { guestCaller, type SignedInCaller } from '@/lib/server/accounts';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { paymentTime } from '@/lib/server/donations/settlement';
import { receiptDownload, reissue80gReceipts } from '@/lib/server/donations';
import { receiptLink } from '@/lib/server/donations/links';
import { api } from '@/tests/support/api';
import { createOrder, donor, ipHeaders, postWebhook, useRazorpaySandbox } from '@/tests/support/donations';
import { pdfContains } from '@/tests/support/pdf-text';
import { createUser, type TestUser } from '@/tests/support/users';

// The foundation's 80G registrations (lib/config/foundation.ts) as a test sets them, restored after each test.
// The setup file has loaded the donation code already, so a module mock would come too late: the tests change
// the configured list in place, as entering a renewal in the configuration would.
const configured = foundation.registrations80g as unknown as Registration80g[];
const real = [...configured];
const setRegistrations = (list: Registration80g[]) => configured.splice(0, configured.length, ...list);

let admin: TestUser;
let manager: TestUser;

const callerOf = (u: TestUser): SignedInCaller => ({
  kind: 'user',
  userId: u.id,
  role: u.role,
  name: u.name,
  email: u.email,
  via: 'session',
  ip: '203.0.113.9',
});

beforeAll(async () => {
  useRazorpaySandbox();
  [admin, manager] = await Promise.all([createUser('admin'), createUser('manager')]);
});

afterEach(() => {
  setRegistrations(real);
});

const capturedEvent = (payment: unknown) => ({
  entity: 'event',
  account_id: 'acc_x',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: payment } },
  created_at: 1,
});

const pan = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 9000) + 1000)}Z`;

describe("a gift's date is the gateway's payment time", () => {
  it('POST /api/donations/webhook dates a gift paid at 23:55 IST on 31 March and settled after midnight in the year that ended: receipt DON/2025-26/…, in 2025-26 Form 10BD', async () => {
    const donorPan = pan('MARCH');
    const { data } = await createOrder({ amount: 5000, want80G: true, pan: donorPan });
    const db = await getDb();
    // As if taken with live keys: test money has its own series and stays out of Form 10BD.
    await db.update(donations).set({ mode: 'live' }).where(eq(donations.id, data.donation_id));
    const paid = await payOrder(data.order_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const paidAt = new Date('2026-03-31T23:55:00+05:30');
    const payment = { ...sandboxStore().payments.get(paid.paymentId)!, created_at: paidAt.getTime() / 1000 };
    expect((await postWebhook(capturedEvent(payment))).status).toBe(200);

    const [d] = await db.select().from(donations).where(eq(donations.id, data.donation_id));
    expect(d.paidAt!.toISOString()).toBe(paidAt.toISOString());
    // Settled now (after midnight, in a later year): kept apart, never the gift's date.
    expect(d.settledAt!.getTime()).toBeGreaterThan(new Date('2026-04-01T00:00:00+05:30').getTime());
    const [receipt] = await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, d.id));
    expect(receipt.receiptNumber).toMatch(/^DON\/2025-26\/\d{6}$/);
    expect(receipt.financialYear).toBe('2025-26');

    const form = await api.get('/api/donations/form-10bd?fy=2025-26', { token: admin.token });
    expect(form.status).toBe(200);
    expect((form.body as string).split('\r\n').filter((l) => l.includes(donorPan))).toHaveLength(1);
    const next = await api.get('/api/donations/form-10bd?fy=2026-27', { token: admin.token });
    expect(next.body as string).not.toContain(donorPan);

    const [file] = await db.select().from(files).where(eq(files.id, receipt.fileId!));
    const pdf = Buffer.from(file.data);
    expect(pdfContains(pdf, '31/03/2026')).toBe(true);
    // Worded by the Act in force on the gift's date, not on the settlement's.
    expect(pdfContains(pdf, 'Income-tax Act, 1961')).toBe(true);
    expect(pdfContains(pdf, 'Income-tax Act, 2025')).toBe(false);
  });

  it("takes our clock when the gateway's payment time is ahead of it", () => {
    const now = new Date('2026-11-01T10:00:00Z');
    expect(paymentTime({ created_at: now.getTime() / 1000 + 3600 }, now)).toEqual(now);
    expect(paymentTime({ created_at: now.getTime() / 1000 - 60 }, now)).toEqual(new Date(now.getTime() - 60_000));
  });

  it('POST /api/donations (offline) dates the gift by its received date, with no settlement time', async () => {
    const res = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Cheque Donor',
        email: 'cheque-dated@example.test',
        phone: '9811111113',
        address: 'Kanpur',
        amount: 2500,
        payment_mode: 'cheque',
        cause: 'general-welfare',
        received_at: '2026-03-31T18:00:00+05:30',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.paid_at).toBe(new Date('2026-03-31T18:00:00+05:30').toISOString());
    expect(res.body.data.settled_at).toBeNull();
    expect(res.body.data.receipt_number).toMatch(/^DON\/2025-26\//);
  });
});

describe('80G is offered only while a registration covers today', () => {
  for (const route of ['create-order', 'create-subscription'] as const) {
    it(`POST /api/donations/${route} refuses want80G with 422 and errors.want80G while no registration covers today, and records nothing`, async () => {
      setRegistrations([]);
      const body = donor({
        amount: 2500,
        want80G: true,
        pan: pan('NOREG'),
        ...(route === 'create-subscription' ? { frequency: 'monthly' } : {}),
      });
      const res = await api.post(`/api/donations/${route}`, { body, headers: ipHeaders() });
      expect(res.status).toBe(422);
      expect(res.body.errors.want80G).toEqual([res.body.message]);
      expect(res.body.message).toMatch(/80G receipts are not available/);
      const db = await getDb();
      expect(await db.select().from(donations).where(eq(donations.email, body.email))).toHaveLength(0);
      // Without 80G the gift is taken as ever.
      const plain = await api.post(`/api/donations/${route}`, { body: { ...body, want80G: false, pan: null }, headers: ipHeaders() });
      expect(plain.status).toBe(200);
    });
  }
});

describe('Re-check 80G receipts', () => {
  /** A cheque gift asking for 80G, received in FY 2020-21, which no registration covers (AY 2021-22). */
  async function uncoveredGift() {
    const res = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Renewal Donor',
        email: `renewal-${Math.random().toString(36).slice(2)}@example.test`,
        phone: '9811111114',
        address: '7 Canal Road, Kanpur 208002',
        pan: pan('RENEW'),
        want80G: true,
        amount: 3000,
        payment_mode: 'cheque',
        reference: 'CHQ 004512',
        cause: 'general-welfare',
        received_at: '2021-02-10T11:00:00+05:30',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.eligible_80g).toBe(false);
    return res.body.data as { id: number; receipt_number: string; email: string; pan: string };
  }

  it('reissue80gReceipts refuses anyone but an admin', async () => {
    await expect(reissue80gReceipts(callerOf(manager))).rejects.toMatchObject({ code: 'auth.forbidden' });
  });

  it('replaces the receipt of a gift a registration now covers: new number, the gift’s date, "Replaces receipt X dated …", old one marked, stored, mailed, audited; a second run does nothing', async () => {
    const gift = await uncoveredGift();
    expect(gift.receipt_number).toMatch(/^DON\/2020-21\//);
    const db = await getDb();
    // Nothing to do while no registration covers it.
    const before = await reissue80gReceipts(callerOf(admin));
    expect(before.reissued.filter((r) => r.donation_id === gift.id)).toEqual([]);

    setRegistrations([{ urn: 'AAATS1234CF20174', approvedOn: '2017-04-12', validFrom: 'AY 2018-19', validUpTo: 'AY 2021-22' }, ...real]);
    const { reissued } = await reissue80gReceipts(callerOf(admin));
    const mine = reissued.find((r) => r.donation_id === gift.id)!;
    expect(mine.replaced).toBe(gift.receipt_number);
    expect(mine.receipt_number).toMatch(/^DON\/2020-21\/\d{6}$/);
    expect(mine.receipt_number).not.toBe(gift.receipt_number);

    const rows = await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, gift.id)).orderBy(donationReceipts.id);
    expect(rows).toHaveLength(2);
    expect(rows[0].replacedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({
      receiptNumber: mine.receipt_number,
      replacedAt: null,
      replacesReceiptId: rows[0].id,
      financialYear: '2020-21',
    });
    const [d] = await db.select().from(donations).where(eq(donations.id, gift.id));
    expect(d.eligible80g).toBe(true);

    const [file] = await db.select().from(files).where(eq(files.id, rows[1].fileId!));
    const pdf = Buffer.from(file.data);
    expect(pdfContains(pdf, `Replaces receipt ${gift.receipt_number} dated 10/02/2021, which is cancelled.`)).toBe(true);
    expect(pdfContains(pdf, 'AAATS1234CF20174')).toBe(true);
    expect(pdfContains(pdf, gift.pan)).toBe(true);
    writeFileSync('/tmp/replacement-receipt.pdf', pdf);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, gift.email)).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe(`Your replacement donation receipt ${mine.receipt_number}`);
    expect(mail.textBody).toContain(`replaces receipt ${gift.receipt_number}, which is cancelled`);
    expect(rows[1].mailId).toBe(mail.id);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donation.receipt_replaced'), eq(auditLog.entityId, String(gift.id))));
    expect(audit.actorUserId).toBe(admin.id);

    // The donor's link and the admin list give the receipt in force.
    // (The test client reads answers as text, so the download is read through the data layer.)
    const link = new URL(await receiptLink(gift.id));
    const download = await receiptDownload(guestCaller(), gift.id, link.searchParams.get('sig'));
    expect(Buffer.from(download.bytes).equals(pdf)).toBe(true);
    expect(download.filename).toBe(`${mine.receipt_number.replaceAll('/', '-')}.pdf`);
    const list = await api.get(`/api/donations?search=${encodeURIComponent(gift.email)}`, { token: admin.token });
    expect(list.body.data[0].receipt_number).toBe(mine.receipt_number);

    const again = await reissue80gReceipts(callerOf(admin));
    expect(again.reissued.filter((r) => r.donation_id === gift.id)).toEqual([]);
    expect(
      await db
        .select()
        .from(donationReceipts)
        .where(and(eq(donationReceipts.donationId, gift.id), isNull(donationReceipts.replacedAt))),
    ).toHaveLength(1);
  });

  it('leaves cash above ₹2,000 without 80G, whatever the registrations', async () => {
    const res = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Cash Donor',
        email: 'renewal-cash@example.test',
        phone: '9811111115',
        address: 'Kanpur',
        pan: pan('CASHR'),
        want80G: true,
        amount: 5000,
        payment_mode: 'cash',
        cause: 'general-welfare',
        received_at: '2021-02-11T11:00:00+05:30',
      },
    });
    expect(res.status).toBe(201);
    setRegistrations([{ urn: 'AAATS1234CF20174', approvedOn: '2017-04-12', validFrom: 'AY 2018-19', validUpTo: 'AY 2021-22' }]);
    const { reissued } = await reissue80gReceipts(callerOf(admin));
    expect(reissued.map((r) => r.donation_id)).not.toContain(res.body.data.id);
  });
});
