import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, mailOutbox } from '@/db/schema';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { FORM_10BD_HEADER } from '@/lib/server/donations';
import { api } from '@/tests/support/api';
import { createOrder, useRazorpaySandbox } from '@/tests/support/donations';
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
      pan: 'KLMNO4321P',
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
    expect(list.body.data[0].certificate).toBe(res.body.data.certificate);
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
    const [one] = await db.select().from(donations).where(eq(donations.pan, pan)).limit(1);
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
    const first = await paidDonation({ amount: 2000, want80G: true, pan: 'WALLP1234Q', cause: 'nurturing-nature' });
    await paidDonation({ amount: 500, email: first.body.email, name: first.body.name, cause: 'kshudha-nivarana' });
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
});
