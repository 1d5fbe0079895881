import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationStatements, donationSubscriptions, gatewayPlans, givingLinks, mailOutbox, users } from '@/db/schema';
import type { SignedInCaller } from '@/lib/server/accounts/caller';
import { guestCaller } from '@/lib/server/accounts';
import { givingDonor, myGiving, openGivingLink, recurringDonationForLink, statementDownload } from '@/lib/server/donations';
import { signLink } from '@/lib/server/donations/links';
import { issueDonationReceipt } from '@/lib/server/donations/receipts';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { pdfContains } from '@/tests/support/pdf-text';
import { createUser } from '@/tests/support/users';

const SECRET = 'cron-secret-for-my-giving-0123456789';

beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  resetEnvCache();
  useRazorpaySandbox();
});
afterAll(() => {
  delete process.env.CRON_SECRET;
  resetEnvCache();
});

const address = (label = 'giver') => `${label}-${randomBytes(4).toString('hex')}@example.test`;
/** An instant given as India time ("2026-03-31T23:59"). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

type GiftOptions = {
  paidAt?: Date;
  amount?: number;
  name?: string;
  locale?: 'en' | 'hi';
  mode?: 'live' | 'sandbox';
  subscriptionId?: number;
};

/** A paid gift of `email`, receipted as the payment's settlement does it. */
async function gift(email: string, o: GiftOptions = {}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [d] = await tx
      .insert(donations)
      .values({
        name: o.name ?? 'Asha Verma',
        email,
        phone: '9876543210',
        address: '14 Mall Road, Kanpur 208001',
        amountPaise: (o.amount ?? 1000) * 100,
        cause: 'general-welfare',
        causeCode: 'GSW',
        status: 'paid',
        paymentMode: 'razorpay',
        mode: o.mode ?? 'live',
        locale: o.locale ?? 'en',
        subscriptionId: o.subscriptionId ?? null,
        frequency: o.subscriptionId ? 'monthly' : 'one-time',
        razorpayPaymentId: `pay_${randomBytes(7).toString('hex')}`,
        paidAt: o.paidAt ?? new Date(),
      })
      .returning();
    const receipt = await issueDonationReceipt(tx, d.id);
    return { id: d.id, receiptNumber: receipt!.receiptNumber };
  });
}

const ask = (email: string, headers: Record<string, string> = ipHeaders(), locale?: string) =>
  api.post('/api/giving/link', { body: { email, ...(locale ? { locale } : {}) }, headers });

async function linkMails(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'giving-link'), eq(mailOutbox.toAddress, email)))
    .orderBy(mailOutbox.id);
}

/** The token of the latest sign-in link mailed to `email`. */
async function mailedToken(email: string): Promise<{ token: string; url: URL }> {
  const mails = await linkMails(email);
  const url = new URL(mails.at(-1)!.textBody.match(/http\S+\/giving\/open\?token=\S+/)![0]);
  return { token: url.searchParams.get('token')!, url };
}

/** A visit opened the way the /giving/open button opens it. */
async function visitOf(email: string): Promise<string> {
  await ask(email);
  const visit = await openGivingLink(guestCaller('198.51.100.7'), (await mailedToken(email)).token);
  return visit!.value;
}

async function statementPdf(visit: string, fy: string, series: string | null = null) {
  return statementDownload(guestCaller(), visit, fy, series);
}

describe('POST /api/giving/link', () => {
  it("answers the same for every address and mails only an address with gifts, in the donor's language", async () => {
    const known = address();
    await gift(known, { locale: 'hi' });
    const unknown = address('stranger');
    const a = await ask(known);
    const b = await ask(unknown);
    const c = await ask('Not-Given@Example.test');
    for (const res of [a, b, c]) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(a.body.message);
    }
    expect(a.body.message).toContain('If we have gifts from that address');
    expect(await linkMails(unknown)).toHaveLength(0);
    const mails = await linkMails(known);
    expect(mails).toHaveLength(1);
    // The donor gave in Hindi: the mail and the page it links to are Hindi ones.
    expect(mails[0].subject).toContain('साइन-इन लिंक');
    expect(mails[0].textBody).toMatch(/\/hi\/giving\/open\?token=[\w-]{43}\s/);
    // The page's language, when the client names one, wins.
    await ask(known.toUpperCase(), ipHeaders(), 'en');
    const english = (await linkMails(known)).at(-1)!;
    expect(english.subject).toContain('your sign-in link');
    expect(english.textBody).not.toContain('/hi/giving');
    // Only the token's hash is stored.
    const db = await getDb();
    const stored = await db.select().from(givingLinks).where(eq(givingLinks.email, known));
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.tokenHash)).not.toContain((await mailedToken(known)).token);
    expect((await ask('not-an-email')).status).toBe(422);
  });

  it('refuses the 11th request for one address and the 31st from one client (429), and mails one address at most 5 times an hour', async () => {
    const email = address('flooded');
    await gift(email);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await ask(i % 2 ? email : email.toUpperCase())).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
    expect(await linkMails(email)).toHaveLength(5);

    const oneClient = { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.9` };
    const fromOne = [];
    for (let i = 0; i < 31; i++) fromOne.push((await ask(address('many'), oneClient)).status);
    expect(fromOne.slice(0, 30)).toEqual(Array(30).fill(200));
    const refused = await ask(address('many'), oneClient);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the My giving link and its visit', () => {
  it('opens a visit once: the second opening of the same token opens nothing', async () => {
    const email = address();
    const { id } = await gift(email, { amount: 2500 });
    await ask(email);
    const { token } = await mailedToken(email);
    const first = await openGivingLink(guestCaller('198.51.100.8'), token);
    expect(first).toMatchObject({ email, maxAgeSeconds: 2 * 60 * 60 });
    expect(await openGivingLink(guestCaller('198.51.100.8'), token)).toBeNull();
    const overview = await myGiving(guestCaller(), first!.value, 'en');
    expect(overview!.email).toBe(email);
    expect(overview!.gifts).toEqual([
      expect.objectContaining({
        id,
        amountPaise: 2500_00,
        status: 'paid',
        paymentMode: 'razorpay',
        receiptUrl: expect.stringContaining('/receipt?sig='),
      }),
    ]);
    // The receipt link on the page downloads the receipt.
    const receipt = new URL(overview!.gifts[0].receiptUrl!);
    expect((await api.get(receipt.pathname + receipt.search)).status).toBe(200);
  });

  it('opens nothing with a link older than 30 minutes', async () => {
    const email = address();
    await gift(email);
    await ask(email);
    const { token } = await mailedToken(email);
    const db = await getDb();
    await db
      .update(givingLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(givingLinks.email, email));
    expect(await openGivingLink(guestCaller(), token)).toBeNull();
  });

  it('shows nothing for a forged, altered or expired visit cookie', async () => {
    const victim = address('victim');
    await gift(victim);
    const mine = address('mine');
    await gift(mine);
    const visit = await visitOf(mine);
    expect(await givingDonor(guestCaller(), visit)).toBe(mine);
    const [expires, , mac] = visit.split('.');
    const swapped = `${expires}.${Buffer.from(victim).toString('base64url')}.${mac}`;
    const longer = `${Number(expires) + 3600}.${visit.split('.')[1]}.${mac}`;
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `${past}.${Buffer.from(mine).toString('base64url')}.${await signLink('giving', `${mine}:${past}`)}`;
    for (const forged of [swapped, longer, expired, `${visit}x`, 'garbage', '']) {
      expect(await givingDonor(guestCaller(), forged)).toBeNull();
      expect(await myGiving(guestCaller(), forged, 'en')).toBeNull();
      await expect(statementPdf(forged, '2025-26')).rejects.toMatchObject({ code: 'statement.not_found' });
    }
  });

  it('shows a signed-in user the gifts of their address only once it is confirmed', async () => {
    const user = await createUser('user', { email: address('account') });
    await gift(user.email, { amount: 700 });
    const caller: SignedInCaller = {
      kind: 'user',
      userId: user.id,
      role: 'user',
      name: user.name,
      email: user.email,
      via: 'session',
      ip: null,
    };
    expect(await myGiving(caller, null, 'en')).toBeNull();
    await expect(statementDownload(caller, null, '2025-26', null)).rejects.toMatchObject({ code: 'statement.not_found' });
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const overview = await myGiving(caller, null, 'hi');
    expect(overview!.gifts.map((g) => g.amountPaise)).toEqual([700_00]);
  });
});

describe('yearly statements', () => {
  it('count a gift of 31 March 23:59 IST in the year ending then and one of 1 April 00:00 IST in the next', async () => {
    const email = address('year-end');
    const april = await gift(email, { paidAt: ist('2025-04-12T10:00'), amount: 3000 });
    const lastMinute = await gift(email, { paidAt: ist('2026-03-31T23:59'), amount: 2000 });
    const firstMinute = await gift(email, { paidAt: ist('2026-04-01T00:00'), amount: 1500 });
    const visit = await visitOf(email);
    const overview = await myGiving(guestCaller(), visit, 'en');
    expect(overview!.statements).toEqual([
      { financialYear: '2026-27', test: false, gifts: 1, totalPaise: 1500_00, url: '/giving/statement/2026-27' },
      { financialYear: '2025-26', test: false, gifts: 2, totalPaise: 5000_00, url: '/giving/statement/2025-26' },
    ]);
    expect(lastMinute.receiptNumber).toMatch(/^DON\/2025-26\//);
    expect(firstMinute.receiptNumber).toMatch(/^DON\/2026-27\//);

    const doc = await statementPdf(visit, '2025-26');
    expect(doc.mime).toBe('application/pdf');
    expect(doc.filename).toMatch(/^STM-2025-26-\d{6}\.pdf$/);
    const pdf = Buffer.from(doc.bytes);
    for (const text of ['Total of 2 gifts', '₹5,000.00', april.receiptNumber, lastMinute.receiptNumber, '31/03/2026', '12/04/2025'])
      expect(pdfContains(pdf, text), text).toBe(true);
    expect(pdfContains(pdf, firstMinute.receiptNumber)).toBe(false);
    const next = Buffer.from((await statementPdf(visit, '2026-27')).bytes);
    expect(pdfContains(next, 'Total of 1 gift')).toBe(true);
    expect(pdfContains(next, firstMinute.receiptNumber)).toBe(true);
    // A year without gifts has no statement.
    await expect(statementPdf(visit, '2024-25')).rejects.toMatchObject({ code: 'statement.not_found' });
    await expect(statementPdf(visit, '2025-27')).rejects.toMatchObject({ code: 'statement.not_found' });
  });

  it('serve the stored bytes again, and a receipt of that year issued later renders it again under the same number', async () => {
    const email = address('stored');
    await gift(email, { paidAt: ist('2025-06-01T12:00'), amount: 1000 });
    const visit = await visitOf(email);
    const first = await statementPdf(visit, '2025-26');
    const second = await statementPdf(visit, '2025-26');
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const db = await getDb();
    const [before] = await db.select().from(donationStatements).where(eq(donationStatements.email, email));
    expect(before.statementNumber).toMatch(/^STM\/2025-26\/\d{6}$/);
    expect(first.filename).toBe(`${before.statementNumber.replaceAll('/', '-')}.pdf`);
    expect(before.receiptsCount).toBe(1);

    // An offline entry of March, recorded later, joins the year.
    await gift(email, { paidAt: ist('2026-03-20T09:00'), amount: 4000 });
    const third = await statementPdf(visit, '2025-26');
    expect(third.filename).toBe(first.filename);
    expect(Buffer.from(third.bytes).equals(Buffer.from(first.bytes))).toBe(false);
    expect(pdfContains(Buffer.from(third.bytes), 'Total of 2 gifts')).toBe(true);
    expect(pdfContains(Buffer.from(third.bytes), '₹5,000.00')).toBe(true);
    const [after] = await db.select().from(donationStatements).where(eq(donationStatements.email, email));
    expect(after).toMatchObject({
      id: before.id,
      statementNumber: before.statementNumber,
      sequence: before.sequence,
      receiptsCount: 2,
      totalPaise: 5000_00,
    });
    expect(after.fileId).not.toBe(before.fileId);
  });

  it('set a name in Devanagari, and number sandbox money in the TSTM series', async () => {
    const email = address('hindi');
    await gift(email, { name: 'अनीता शर्मा', paidAt: ist('2025-04-12T11:00'), amount: 2500, locale: 'hi' });
    await gift(email, { name: 'अनीता शर्मा', paidAt: ist('2025-09-03T16:30'), amount: 5000, locale: 'hi' });
    await gift(email, { name: 'अनीता शर्मा', paidAt: ist('2026-03-31T23:59'), amount: 1000, locale: 'hi' });
    await gift(email, { name: 'अनीता शर्मा', paidAt: ist('2025-10-10T10:00'), amount: 100, mode: 'sandbox' });
    const visit = await visitOf(email);
    const live = Buffer.from((await statementPdf(visit, '2025-26')).bytes);
    expect(pdfContains(live, 'Donor:')).toBe(true);
    // Devanagari is drawn as shaped outlines (lib/server/pdf/text.ts), never handed to the Latin font as text.
    expect(pdfContains(live, 'अनीता')).toBe(false);
    expect(pdfContains(live, 'Total of 3 gifts')).toBe(true);
    expect(pdfContains(live, '₹8,500.00')).toBe(true);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/statement-devanagari.pdf', live);

    const overview = await myGiving(guestCaller(), visit, 'hi');
    expect(overview!.statements.map((s) => [s.financialYear, s.test, s.url])).toEqual([
      ['2025-26', false, '/hi/giving/statement/2025-26'],
      ['2025-26', true, '/hi/giving/statement/2025-26?series=test'],
    ]);
    const test = await statementPdf(visit, '2025-26', 'test');
    expect(test.filename).toMatch(/^TSTM-2025-26-\d{6}\.pdf$/);
    expect(pdfContains(Buffer.from(test.bytes), 'TEST STATEMENT')).toBe(true);
    expect(pdfContains(Buffer.from(test.bytes), 'Total of 1 gift')).toBe(true);
  });
});

describe('POST /api/cron/yearly-statements', () => {
  it("needs the cron secret, and mails each donor of last year their statement once, in the donor's language", async () => {
    expect((await api.post('/api/cron/yearly-statements')).status).toBe(401);
    expect((await api.get('/api/cron/yearly-statements', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const hindi = address('april-hi');
    const english = address('april-en');
    // The job runs in the financial year after the gifts (the year before today's).
    const lastYear = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    await gift(hindi, { name: 'अनीता शर्मा', paidAt: lastYear, amount: 1200, locale: 'hi' });
    await gift(english, { paidAt: lastYear, amount: 800 });
    const auth = { authorization: `Bearer ${SECRET}` };
    const run = async () => {
      let res = await api.post('/api/cron/yearly-statements', { headers: auth });
      while (res.status === 200 && res.body.data.left > 0) res = await api.post('/api/cron/yearly-statements', { headers: auth });
      return res;
    };
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Yearly statements sent');
    const db = await getDb();
    const statementMails = async (to: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'donation-statement'), eq(mailOutbox.toAddress, to)));
    const [hi] = await statementMails(hindi);
    expect(hi.subject).toContain('दान का विवरण');
    expect(hi.textBody).toContain('/hi/giving');
    expect(hi.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^STM-/) })]);
    const [en] = await statementMails(english);
    expect(en.subject).toContain('Your statement of donations');
    const [row] = await db.select().from(donationStatements).where(eq(donationStatements.email, hindi));
    expect(row.mailId).toBe(hi.id);

    const again = await api.get('/api/cron/yearly-statements', { headers: auth });
    expect(again.status).toBe(200);
    expect(await statementMails(hindi)).toHaveLength(1);
    expect(await statementMails(english)).toHaveLength(1);
  });
});

describe('the stop-my-gift link (issue 36, item 8)', () => {
  it("of a Hindi donor opens the Hindi cancel page, whose words for the frequency come from the page's language", async () => {
    const db = await getDb();
    const [plan] = await db
      .insert(gatewayPlans)
      // A plan of its own: other files' recurring gifts may already have made the ₹500 monthly sandbox plan.
      .values({
        mode: 'sandbox',
        planId: `plan_${randomBytes(6).toString('hex')}`,
        period: 'monthly',
        interval: 1,
        amountPaise: 50000 + randomInt(1, 1_000_000),
      })
      .returning();
    const email = address('monthly-hi');
    const [sub] = await db
      .insert(donationSubscriptions)
      .values({
        razorpaySubscriptionId: `sub_${randomBytes(6).toString('hex')}`,
        planId: plan.id,
        mode: 'sandbox',
        name: 'सुनीता',
        email,
        phone: '9876543210',
        address: 'Kanpur',
        amountPaise: 50000,
        frequency: 'monthly',
        cause: 'general-welfare',
        causeCode: 'GSW',
        locale: 'hi',
        totalCount: 120,
        status: 'active',
      })
      .returning();
    await gift(email, { subscriptionId: sub.id, amount: 500, locale: 'hi' });
    const [receiptMail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'donation-receipt'), eq(mailOutbox.toAddress, email)));
    const link = new URL(receiptMail.textBody.match(/http\S+\/donations\/cancel\/\d+\?sig=\S+/)![0]);
    expect(link.pathname).toBe(`/hi/donations/cancel/${sub.id}`);
    const shown = await recurringDonationForLink(guestCaller(), sub.id, link.searchParams.get('sig'));
    expect(shown).toMatchObject({ frequency: 'monthly', status: 'active', active: true });
    // My giving lists it, with a next charge estimated a month after the charge (it is stopped on the page itself).
    const overview = await myGiving(guestCaller(), await visitOf(email), 'hi');
    expect(overview!.recurring).toEqual([
      expect.objectContaining({
        id: sub.id,
        amountPaise: 50000,
        frequency: 'monthly',
        active: true,
      }),
    ]);
    const next = new Date(overview!.recurring[0].nextChargeOn!);
    expect(next.getTime() - Date.now()).toBeGreaterThan(25 * 24 * 60 * 60 * 1000);
    expect(next.getTime() - Date.now()).toBeLessThan(32 * 24 * 60 * 60 * 1000);
  });
});
