import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations, donationSubscriptions, mailOutbox } from '@/db/schema';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { FORM_10BD_HEADER } from '@/lib/server/donations';
import { DOCUMENT_LINK_DAYS, receiptLink } from '@/lib/server/donations/links';
import { panHash } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { createOrder, createSubscription, donor, ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  useRazorpaySandbox();
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

async function paidDonation(overrides: Record<string, unknown> = {}) {
  const { data, body } = await createOrder(overrides);
  const paid = await payOrder(data.order_id, 'pay', 'now');
  if (!paid.ok) throw new Error('sandbox payment failed');
  // As if taken with live keys: the wall and Form 10BD leave test money out (donations-trust.test.ts).
  const db = await getDb();
  await db.update(donations).set({ mode: 'live' }).where(eq(donations.id, data.donation_id));
  return { id: data.donation_id, body, paymentId: paid.paymentId };
}

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64')}`;

describe('admin-only donation endpoints', () => {
  const calls: Array<[string, (token?: string) => Promise<{ status: number }>]> = [
    ['GET /api/donations', (token) => api.get('/api/donations', { token })],
    ['POST /api/donations', (token) => api.post('/api/donations', { token, body: { name: 'X', amount: 100, payment_mode: 'cash' } })],
    [
      'POST /api/donations/{id}/certificate',
      (token) =>
        api.post('/api/donations/1/certificate', { token, body: { certificate: PDF, filename: 'c.pdf', mimetype: 'application/pdf' } }),
    ],
    ['GET /api/donations/export', (token) => api.get('/api/donations/export', { token })],
    ['GET /api/donations/form-10bd', (token) => api.get('/api/donations/form-10bd?fy=2026-27', { token })],
  ];
  for (const [name, call] of calls) {
    it(`${name} refuses guests with 401, users and managers with 403`, async () => {
      expect((await call()).status).toBe(401);
      expect((await call(user.token)).status).toBe(403);
      expect((await call(manager.token)).status).toBe(403);
    });
  }
});

describe('GET /api/donations', () => {
  it('lists donations newest first as an array with the contract fields, and filters', async () => {
    const older = await paidDonation({ amount: 900, cause: 'skill-training', causeCode: 'STEER' });
    const newer = await paidDonation({ amount: 2000, want80G: true, pan: 'KLMNO4321P' });
    const res = await api.get('/api/donations', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const ids = res.body.data.map((d: { id: number }) => d.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = res.body.data.find((d: { id: number }) => d.id === newer.id);
    expect(row).toMatchObject({
      name: newer.body.name,
      phone: '9876543210',
      email: newer.body.email,
      amount: 2000,
      pan: 'KLMNO••••P', // masked in lists; in full only in the donation's own answer
      address: newer.body.address,
      cause: 'general-welfare',
      frequency: 'one-time',
      status: 'paid',
      certificate: null,
    });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const filtered = await api.get(`/api/donations?cause=STEER&status=paid&search=${encodeURIComponent(older.body.name)}`, {
      token: admin.token,
    });
    expect(filtered.body.data.map((d: { id: number }) => d.id)).toEqual([older.id]);
  });
});

describe('PAN kept safe', () => {
  it('GET /api/donations and the donations CSV mask the PAN (ABCPE••••F); POST /api/donations answers the gift in full', async () => {
    const pan = `MASKP${String(Math.floor(Math.random() * 9000) + 1000)}Q`;
    const d = await paidDonation({ amount: 2100, want80G: true, pan });
    const list = await api.get(`/api/donations?search=${encodeURIComponent(d.body.email)}`, { token: admin.token });
    expect(list.body.data.map((r: { pan: string }) => r.pan)).toEqual(['MASKP••••Q']);
    expect(JSON.stringify(list.body)).not.toContain(pan);
    const csv = await api.get(`/api/donations/export?search=${encodeURIComponent(d.body.email)}`, { token: admin.token });
    expect(csv.body as string).toContain('MASKP••••Q');
    expect(csv.body as string).not.toContain(pan);
    const recorded = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Mask Donor',
        email: 'mask-donor@example.test',
        phone: '9811111112',
        address: 'Kanpur',
        pan,
        amount: 1500,
        payment_mode: 'cheque',
        cause: 'kshudha-nivarana',
      },
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.pan).toBe(pan);
  });
});

describe('GET /api/donations/{id}/receipt by signed link', () => {
  it('answers a link for 30 days and 404 once it has expired or its expiry was altered', async () => {
    const d = await paidDonation({ amount: 1200 });
    const fresh = new URL(await receiptLink(d.id));
    expect((await api.get(fresh.pathname + fresh.search)).status).toBe(200);
    const old = new URL(await receiptLink(d.id, new Date(Date.now() - (DOCUMENT_LINK_DAYS * 24 + 1) * 60 * 60 * 1000)));
    expect((await api.get(old.pathname + old.search)).status).toBe(404);
    const [expires, mac] = fresh.searchParams.get('sig')!.split('.');
    expect(Number(expires) * 1000 - Date.now()).toBeGreaterThan((DOCUMENT_LINK_DAYS * 24 - 1) * 60 * 60 * 1000);
    expect((await api.get(`${fresh.pathname}?sig=${Number(expires) + 86400}.${mac}`)).status).toBe(404);
  });
});

describe('POST /api/donations/receipt-link', () => {
  it("answers the same words whether or not the e-mail and number match, and mails a fresh link only to the receipt's address", async () => {
    const d = await paidDonation({ amount: 1300 });
    const db = await getDb();
    const [receipt] = await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, d.id));
    const ask = (body: Record<string, unknown>) => api.post('/api/donations/receipt-link', { body, headers: ipHeaders() });
    const right = await ask({ email: d.body.email.toUpperCase(), number: receipt.receiptNumber.toLowerCase() });
    const wrongMail = await ask({ email: 'someone-else@example.test', number: receipt.receiptNumber });
    const wrongNumber = await ask({ email: d.body.email, number: 'DON/1999-00/000001' });
    for (const res of [right, wrongMail, wrongNumber]) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(right.body.message);
    }
    expect(right.body.message).toContain('fresh download link');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'donation-receipt-link'));
    const mine = mails.filter((m) => m.textBody.includes(`/api/donations/${d.id}/receipt?sig=`));
    expect(mine.map((m) => m.toAddress)).toEqual([d.body.email]);
    expect(mails.some((m) => m.toAddress === 'someone-else@example.test')).toBe(false);
    const link = new URL(mine[0].textBody.match(/http\S+\/receipt\?sig=\S+/)![0]);
    expect((await api.get(link.pathname + link.search)).status).toBe(200);
    // The donation's own number works as well as the receipt number.
    await ask({ email: d.body.email, number: String(d.id) });
    const again = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'donation-receipt-link'), eq(mailOutbox.toAddress, d.body.email)));
    expect(again.length).toBeGreaterThanOrEqual(2);
    expect((await ask({ email: 'not-an-email', number: '' })).status).toBe(422);
  });
});

describe('GET /api/donations and GET /api/donations/export date filters', () => {
  it('take From and To as inclusive India days (yyyy-mm-dd or dd/mm/yyyy), the CSV the same', async () => {
    const tag = `Dated ${Date.now()}`;
    const db = await getDb();
    const base = {
      email: 'dated@example.net',
      phone: '9876543210',
      address: 'x',
      amountPaise: 100_00,
      cause: 'general-welfare',
      causeCode: 'GSW',
    };
    // 10 Jan 23:50 IST and 11 Jan 00:10 IST: one UTC day, two India days.
    const [late] = await db
      .insert(donations)
      .values({ ...base, name: `${tag} late`, createdAt: new Date('2026-01-10T18:20:00Z') })
      .returning();
    const [early] = await db
      .insert(donations)
      .values({ ...base, name: `${tag} early`, createdAt: new Date('2026-01-10T18:40:00Z') })
      .returning();
    const ids = async (query: string) =>
      ((await api.get(`/api/donations?search=${encodeURIComponent(tag)}&${query}`, { token: admin.token })).body.data as { id: number }[])
        .map((d) => d.id)
        .sort();
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([late.id]);
    expect(await ids('to=10/01/2026')).toEqual([late.id]);
    expect(await ids('from=11/01/2026')).toEqual([early.id]);
    expect(await ids('from=2026-01-10&to=2026-01-11')).toEqual([late.id, early.id].sort());
    const csv = await api.get(`/api/donations/export?search=${encodeURIComponent(tag)}&to=10/01/2026`, { token: admin.token });
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag} late`);
    const bad = await api.get('/api/donations?to=31/02/2026', { token: admin.token });
    expect(bad.status).toBe(422);
  });
});

describe('POST /api/donations (offline)', () => {
  it('records cash above ₹2,000 as paid but never 80G-eligible, and its receipt says so', async () => {
    const res = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Cash Donor',
        email: 'cash-donor@example.test',
        phone: '9811111111',
        address: 'Kanpur',
        pan: 'ABCDE1234F',
        amount: 5000,
        payment_mode: 'cash',
        want80G: true,
        cause: 'kshudha-nivarana',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'paid',
      amount: 5000,
      payment_mode: 'cash',
      want80G: true,
      eligible_80g: false,
      cause_code: 'KN',
    });
    expect(res.body.data.receipt_number).toMatch(/^DON\//);
    const pdf = await api.get(new URL(res.body.data.receipt_url).pathname + new URL(res.body.data.receipt_url).search);
    expect(pdf.status).toBe(200);
  });

  it('keeps a cheque 80G-eligible and validates PAN with 80G', async () => {
    const ok = await api.post('/api/donations', {
      token: admin.token,
      body: {
        name: 'Cheque Donor',
        address: 'Lucknow',
        pan: 'ABCDE1234F',
        amount: 25000,
        payment_mode: 'cheque',
        reference: 'CHQ 001234',
        want80G: true,
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ eligible_80g: true, reference: 'CHQ 001234' });
    const bad = await api.post('/api/donations', {
      token: admin.token,
      body: { name: 'No PAN', address: 'Lucknow', amount: 2500, payment_mode: 'bank_transfer', want80G: true },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.pan).toEqual(['PAN is required for 80G tax benefit']);
  });
});

describe('POST /api/donations/{id}/certificate', () => {
  it('stores a PDF certificate, mails the donor a signed link and lists it', async () => {
    const d = await paidDonation({ amount: 2000, want80G: true, pan: 'ZXCVB1234N' });
    const res = await api.post(`/api/donations/${d.id}/certificate`, {
      token: admin.token,
      body: { certificate: PDF, filename: 'form10be.pdf', mimetype: 'application/pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Certificate uploaded successfully' });
    const link = new URL(res.body.data.certificate);
    const download = await api.get(link.pathname + link.search);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await api.get(link.pathname)).status).toBe(404);
    expect((await api.get(`${link.pathname}?sig=${link.searchParams.get('sig')!.slice(1)}A`)).status).toBe(404);
    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, d.body.email), eq(mailOutbox.kind, 'donation-certificate')));
    expect(mails[0].textBody).toContain(res.body.data.certificate);
    const list = await api.get(`/api/donations?search=${encodeURIComponent(d.body.name)}`, { token: admin.token });
    // Each answer signs a fresh link (links expire): the same document.
    expect(new URL(list.body.data[0].certificate).pathname).toBe(link.pathname);
  });

  it('refuses a certificate for a donation without 80G or not paid, and mails nobody', async () => {
    const plain = await paidDonation({ amount: 2500 });
    const unpaid = (await createOrder({ amount: 2000, want80G: true, pan: 'ZXCVB1234N' })).data.donation_id;
    for (const id of [plain.id, unpaid]) {
      const res = await api.post(`/api/donations/${id}/certificate`, {
        token: admin.token,
        body: { certificate: PDF, filename: 'form10be.pdf', mimetype: 'application/pdf' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('A certificate can only be attached to a paid donation that qualifies for 80G.');
    }
    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, plain.body.email), eq(mailOutbox.kind, 'donation-certificate')));
    expect(mails).toHaveLength(0);
    const list = await api.get(`/api/donations?search=${encodeURIComponent(plain.body.name)}`, { token: admin.token });
    expect(list.body.data[0].certificate).toBeNull();
  });

  it('refuses a file that is not a PDF or an image, whatever it claims, and anything above 5 MB', async () => {
    const d = await paidDonation();
    const fake = `data:application/pdf;base64,${Buffer.from('MZ this is an exe').toString('base64')}`;
    const res = await api.post(`/api/donations/${d.id}/certificate`, {
      token: admin.token,
      body: { certificate: fake, filename: 'x.pdf', mimetype: 'application/pdf' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.certificate).toEqual(['Invalid file type. Please upload a PDF or an image.']);
    const big = `data:application/pdf;base64,${Buffer.alloc(5 * 1024 * 1024 + 10, 0x25).toString('base64')}`;
    const tooBig = await api.post(`/api/donations/${d.id}/certificate`, {
      token: admin.token,
      body: { certificate: big, filename: 'big.pdf', mimetype: 'application/pdf' },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.certificate).toEqual(['File size too large. Please upload a file smaller than 5MB.']);
  });
});

describe('exports', () => {
  it('GET /api/donations/form-10bd groups eligible donations by donor with the portal columns', async () => {
    const pan = `QWERT${String(Math.floor(Math.random() * 9000) + 1000)}Y`;
    await paidDonation({ amount: 2000, want80G: true, pan });
    await paidDonation({ amount: 3000, want80G: true, pan });
    await paidDonation({ amount: 700 }); // no 80G: not reported
    const db = await getDb();
    const [one] = await db
      .select()
      .from(donations)
      .where(eq(donations.panHash, panHash(pan)!))
      .limit(1);
    const fy = (await import('@/lib/domain/dates')).financialYear(one.paidAt!);
    const res = await api.get(`/api/donations/form-10bd?fy=${fy}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(FORM_10BD_HEADER.join(','));
    const mine = lines.filter((l) => l.includes(pan));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Permanent Account Number');
    expect(mine[0]).toContain('Section 80G');
    expect(mine[0]).toContain('Electronic modes including account payee cheque/draft');
    expect(mine[0]).toMatch(/,5000\.00$/);
  });

  it('GET /api/donations/export answers a CSV of the filtered donations', async () => {
    const d = await paidDonation({ amount: 1230 });
    const res = await api.get(`/api/donations/export?search=${encodeURIComponent(d.body.email)}`, { token: admin.token });
    expect(res.status).toBe(200);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('1230.00');
    expect(lines[1]).toContain(d.paymentId);
  });
});

describe('donor wall', () => {
  it('GET /api/donations/donors shows paid donors grouped, never PAN, phone or email', async () => {
    const consent = { wallDisplay: 'name', showAmount: true };
    const first = await paidDonation({ amount: 2000, want80G: true, pan: 'WALLP1234Q', cause: 'nurturing-nature', ...consent });
    await paidDonation({ amount: 500, email: first.body.email, name: first.body.name, cause: 'kshudha-nivarana', ...consent });
    await createOrder({ name: 'Unpaid Person' });
    const res = await api.get(`/api/donations/donors?search=${encodeURIComponent(first.body.name)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, total: 1 });
    const [wall] = res.body.data.data;
    expect(wall).toMatchObject({ name: first.body.name, total_amount: 2500, donation_count: 2, causes: { NN: 1, KN: 1 } });
    expect(wall.unique_id).toMatch(/^DNR-[0-9A-F]{10}$/);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('WALLP1234Q');
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain(first.body.email);
    expect(text).not.toContain('Mall Road');
    const unpaid = await api.get('/api/donations/donors?search=Unpaid%20Person');
    expect(unpaid.body.data.total).toBe(0);
    const stats = await api.get('/api/donations/donors/stats');
    expect(stats.body.data).toMatchObject({
      total_donors: expect.any(Number),
      total_donations: expect.any(Number),
      total_amount: expect.any(Number),
    });
    expect(stats.body.data.total_amount).toBeGreaterThanOrEqual(2500);
  });

  const tag = () => Math.random().toString(36).slice(2, 8);
  const everyone = async () => JSON.stringify((await api.get('/api/donations/donors?per_page=100')).body.data);

  it('GET /api/donations/donors leaves out a donor who chose nothing; one who chose first name and initial shows so, without the amount', async () => {
    const surname = `Kapoor${tag()}`;
    await paidDonation({ name: `Silent ${surname}`, amount: 1230 });
    expect(await everyone()).not.toContain(surname);
    expect((await api.get(`/api/donations/donors?search=Silent`)).body.data.data).not.toContainEqual(
      expect.objectContaining({ name: `Silent ${surname[0]}.` }),
    );
    const d = await paidDonation({ name: `Meera ${surname}`, amount: 1230, wallDisplay: 'initials' });
    const res = await api.get('/api/donations/donors?search=Meera');
    const entry = res.body.data.data.find((w: { unique_id: string; name: string }) => w.name === `Meera ${surname[0]}.`);
    expect(entry).toMatchObject({ name: `Meera ${surname[0]}.`, total_amount: null, donation_count: 1, anonymous: false });
    expect(await everyone()).not.toContain(surname);
    // The hidden surname does not find the donor either.
    expect((await api.get(`/api/donations/donors?search=${surname}`)).body.data.total).toBe(0);
    expect(d.id).toBeGreaterThan(0);
  });

  it('GET /api/donations/donors names an anonymous donor "Anonymous" and a donor who asked not to be listed not at all', async () => {
    const anonymous = `Hidden${tag()} Person`;
    const unlisted = `Unlisted${tag()} Person`;
    const before = (await api.get('/api/donations/donors/stats')).body.data;
    await paidDonation({ name: anonymous, wallDisplay: 'anonymous', showAmount: true, amount: 777 * 10 });
    await paidDonation({ name: unlisted, wallDisplay: 'hidden', showAmount: true });
    const text = await everyone();
    expect(text).not.toContain(anonymous.split(' ')[0]);
    expect(text).not.toContain(unlisted.split(' ')[0]);
    expect((await api.get(`/api/donations/donors?search=${anonymous.split(' ')[0]}`)).body.data.total).toBe(0);
    const page = (await api.get('/api/donations/donors?search=Anonymous&per_page=100')).body.data.data;
    expect(page).toContainEqual(expect.objectContaining({ name: 'Anonymous', anonymous: true, total_amount: 7770 }));
    // Gifts still count in the totals, which name nobody.
    const after = (await api.get('/api/donations/donors/stats')).body.data;
    expect(after.total_donations).toBeGreaterThanOrEqual(before.total_donations + 2);
  });

  it("the latest gift carries the donor's current choice: a donor who later asks not to be listed leaves the wall", async () => {
    const name = `Changing${tag()} Mind`;
    const first = await paidDonation({ name, wallDisplay: 'name' });
    expect((await api.get(`/api/donations/donors?search=${name.split(' ')[0]}`)).body.data.total).toBe(1);
    await paidDonation({ name, email: first.body.email, wallDisplay: 'hidden' });
    expect((await api.get(`/api/donations/donors?search=${name.split(' ')[0]}`)).body.data.total).toBe(0);
  });

  it('POST /api/donations/create-order refuses an unknown wall choice with 422 and the message', async () => {
    const res = await api.post('/api/donations/create-order', { body: donor({ wallDisplay: 'billboard' }), headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please choose how you would like to appear on our wall of supporters');
  });

  it("a recurring gift copies the donor's wall choice to every charge", async () => {
    const name = `Monthly${tag()} Giver`;
    const { data } = await createSubscription({ name, wallDisplay: 'anonymous' });
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(sub).toMatchObject({ wallDisplay: 'anonymous', wallShowAmount: false });
  });
});
