import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { certificateUploads, donationCertificates, donations, mailOutbox } from '@/db/schema';
import { payOrder } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { myGiving } from '@/lib/server/donations';
import { signLink } from '@/lib/server/donations/links';
import { guestCaller } from '@/lib/server/accounts';
import { financialYear } from '@/lib/domain/dates';
import { api } from '@/tests/support/api';
import { certificatePdf, randomPan, zipOf } from '@/tests/support/certificates-10be';
import { createOrder, useRazorpaySandbox } from '@/tests/support/donations';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;
const FY = financialYear(new Date());

beforeAll(async () => {
  useRazorpaySandbox();
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

/** A paid 80G gift with the given PAN, as if taken with live keys (Form 10BD and the 10BE loop leave sandbox money out). */
async function gift80g(pan: string, { locale = 'en', ...overrides }: Record<string, unknown> & { locale?: 'en' | 'hi' } = {}) {
  const { data, body } = await createOrder({ amount: 2000, want80G: true, pan, ...overrides });
  const paid = await payOrder(data.order_id, 'pay', 'now');
  if (!paid.ok) throw new Error('sandbox payment failed');
  const db = await getDb();
  // The gift's language is the site page's (the /api contract stays English): a Hindi page's gift.
  await db.update(donations).set({ mode: 'live', locale }).where(eq(donations.id, data.donation_id));
  return { id: data.donation_id, email: body.email as string, name: body.name as string };
}

const pdfFile = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(Buffer.from(bytes))], name, { type });

function batch(files: File[], fy = FY) {
  const form = new FormData();
  for (const f of files) form.append('certificates', f);
  form.set('financial_year', fy);
  return form;
}

const upload = (files: File[], token = admin.token) => api.post('/api/donations/certificates', { token, form: batch(files) });

async function uploadsNamed(names: string[]) {
  const db = await getDb();
  return db.select().from(certificateUploads).where(inArray(certificateUploads.originalName, names));
}

async function certificateMails(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'donation-certificate')));
}

describe('POST /api/donations/certificates', () => {
  it('matches a certificate by the PAN in its text, another by its file name, and leaves an unknown one pending', async () => {
    const [byText, byName] = [randomPan(), randomPan()];
    const a = await gift80g(byText);
    const b = await gift80g(byName);
    const tag = Date.now().toString(36);
    const res = await upload([
      pdfFile(await certificatePdf({ pan: byText, fy: FY }), `cert-${tag}-1.pdf`),
      pdfFile(await certificatePdf({ pan: null, fy: FY }), `10BE_${byName}_${tag}.pdf`),
      pdfFile(await certificatePdf({ pan: randomPan(), fy: FY }), `cert-${tag}-3.pdf`),
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('3 certificate(s) uploaded, 2 matched to a donor. Check the matches below and confirm them.');
    const [first, second, third] = res.body.data.uploads;
    expect(first).toMatchObject({
      file_name: `cert-${tag}-1.pdf`,
      financial_year: FY,
      pan_source: 'text',
      pan_found: `${byText.slice(0, 5)}••••${byText.slice(9)}`,
      status: 'pending',
      donor: { donation_id: a.id, name: a.name, pan: `${byText.slice(0, 5)}••••${byText.slice(9)}` },
    });
    expect(first.donor.gifts).toEqual([
      expect.objectContaining({ donation_id: a.id, amount: 2000, receipt_number: expect.stringMatching(/DON\//) }),
    ]);
    expect(second).toMatchObject({ pan_source: 'filename', donor: { donation_id: b.id } });
    // A PAN no donor of the year gave with: kept for the office, no donor proposed.
    expect(third).toMatchObject({ pan_source: 'text', donor: null, status: 'pending' });
    const pending = await api.get('/api/donations/certificates', { token: admin.token });
    expect(pending.body.data.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    // The PAN read from a file is sealed at rest like every PAN.
    const [row] = await uploadsNamed([`cert-${tag}-1.pdf`]);
    expect(row.pan).toMatch(/^pan1:/);
    expect(row.pan).not.toContain(byText);
    // Nothing is attached or mailed before the office confirms.
    expect(await certificateMails(a.email)).toEqual([]);
  });

  it('takes the ZIP the portal downloads; a confirmed certificate reaches all the donor’s gifts of the year, their mail in their language and My giving', async () => {
    const pan = randomPan();
    const first = await gift80g(pan, { locale: 'hi' });
    const second = await gift80g(pan, { locale: 'hi', email: first.email, name: first.name });
    const tag = Date.now().toString(36);
    const zip = zipOf([
      { name: `10BE/${pan}.pdf`, bytes: await certificatePdf({ pan, fy: FY, name: first.name }) },
      { name: `10BE/other-${tag}.pdf`, bytes: await certificatePdf({ pan: null, fy: FY }) },
      { name: '__MACOSX/._junk', bytes: new Uint8Array([0, 1, 2]) },
    ]);
    const res = await upload([new File([new Uint8Array(zip)], `portal-${tag}.zip`, { type: 'application/zip' })]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ count: 2, matched: 1 });
    const matched = res.body.data.uploads.find((u: { donor: unknown }) => u.donor);
    expect(matched.donor.gifts.map((g: { donation_id: number }) => g.donation_id)).toEqual([first.id, second.id]);

    const confirmed = await api.post(`/api/donations/certificates/${matched.id}`, { token: admin.token, body: {} });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'Certificate confirmed and mailed to the donor', data: { mailed: true } });
    expect(confirmed.body.data.donation_ids.sort()).toEqual([first.id, second.id].sort());
    const db = await getDb();
    const attached = await db
      .select()
      .from(donationCertificates)
      .where(inArray(donationCertificates.donationId, [first.id, second.id]));
    expect(attached).toHaveLength(2);

    const mails = await certificateMails(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('आपका 80G प्रमाणपत्र (फ़ॉर्म 10BE)');
    expect(mails[0].textBody).toContain('/api/donations/');
    expect(mails[0].attachments).toEqual([expect.objectContaining({ filename: 'form-10be.pdf', contentType: 'application/pdf' })]);
    expect(Buffer.from(mails[0].attachments[0].contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // My giving shows the certificate beside both gifts.
    const expires = Math.floor(Date.now() / 1000) + 600;
    const visit = `${expires}.${Buffer.from(first.email).toString('base64url')}.${await signLink('giving', `${first.email}:${expires}`)}`;
    const overview = await myGiving(guestCaller(), visit, 'hi');
    const shown = overview!.gifts.filter((g) => [first.id, second.id].includes(g.id));
    expect(shown).toHaveLength(2);
    for (const g of shown) expect(g.certificateUrl).toMatch(/\/api\/donations\/\d+\/certificate\?/);

    // Once confirmed, it cannot be confirmed (or mailed) again.
    const again = await api.post(`/api/donations/certificates/${matched.id}`, { token: admin.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This certificate has already been confirmed or discarded.');
    expect(await certificateMails(first.email)).toHaveLength(1);
  });

  it('lets the office pick the donor of an unmatched certificate, or discard it', async () => {
    const pan = randomPan();
    const d = await gift80g(pan);
    const tag = Date.now().toString(36);
    const res = await upload([
      pdfFile(await certificatePdf({ pan: null }), `scan-${tag}-a.pdf`),
      pdfFile(await certificatePdf({ pan: null }), `scan-${tag}-b.pdf`),
    ]);
    const [a, b] = res.body.data.uploads;
    expect(a.donor).toBeNull();
    const noDonor = await api.post(`/api/donations/certificates/${a.id}`, { token: admin.token, body: {} });
    expect(noDonor.status).toBe(422);
    expect(noDonor.body.errors.donation_id).toEqual(['Choose the donor (one of their gifts) this certificate is for.']);
    const notAGift = await api.post(`/api/donations/certificates/${a.id}`, { token: admin.token, body: { donation_id: 'x' } });
    expect(notAGift.status).toBe(422);
    const picked = await api.post(`/api/donations/certificates/${a.id}`, { token: admin.token, body: { donation_id: d.id } });
    expect(picked.status).toBe(200);
    expect(await certificateMails(d.email)).toHaveLength(1);
    const discarded = await api.delete(`/api/donations/certificates/${b.id}`, { token: admin.token });
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe('Certificate discarded');
    const pending = await api.get('/api/donations/certificates', { token: admin.token });
    expect(pending.body.data.map((u: { id: number }) => u.id)).not.toContain(b.id);
    const [row] = await uploadsNamed([`scan-${tag}-b.pdf`]);
    expect(row.status).toBe('discarded');
    expect((await api.post(`/api/donations/certificates/${b.id}`, { token: admin.token, body: { donation_id: d.id } })).status).toBe(409);
  });

  it('sends a wrongly proposed certificate to the donor the office picks instead, and mails only them', async () => {
    const [panOfProposed, panOfRight] = [randomPan(), randomPan()];
    const proposed = await gift80g(panOfProposed);
    const right = await gift80g(panOfRight);
    const res = await upload([pdfFile(await certificatePdf({ pan: panOfProposed }), `wrong-${Date.now().toString(36)}.pdf`)]);
    const [u] = res.body.data.uploads;
    expect(u.donor.donation_id).toBe(proposed.id);
    const confirmed = await api.post(`/api/donations/certificates/${u.id}`, { token: admin.token, body: { donation_id: right.id } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.donation_ids).toEqual([right.id]);
    expect(await certificateMails(right.email)).toHaveLength(1);
    expect(await certificateMails(proposed.email)).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(donationCertificates).where(eq(donationCertificates.donationId, proposed.id))).toHaveLength(0);
  });

  it('refuses a file that is not a PDF or a ZIP, and stores nothing of the batch', async () => {
    const tag = Date.now().toString(36);
    const names = [`good-${tag}.pdf`, `fake-${tag}.pdf`];
    const res = await upload([
      pdfFile(await certificatePdf({ pan: randomPan() }), names[0]),
      pdfFile(new TextEncoder().encode('not a pdf at all'), names[1]),
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.certificates).toEqual([`fake-${tag}.pdf is not a PDF or a ZIP of PDFs. Nothing was uploaded.`]);
    expect(await uploadsNamed(names)).toEqual([]);
    const inZip = zipOf([{ name: `notes-${tag}.txt`, bytes: new TextEncoder().encode('hello') }]);
    const zipped = await upload([new File([new Uint8Array(inZip)], `x-${tag}.zip`)]);
    expect(zipped.body.errors.certificates).toEqual([`notes-${tag}.txt is not a PDF or a ZIP of PDFs. Nothing was uploaded.`]);
    const empty = await upload([]);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.certificates).toEqual(['Choose one or more Form 10BE PDFs, or the ZIP file the income-tax portal gives.']);
    const badYear = await api.post('/api/donations/certificates', { token: admin.token, form: batch([], '2025-27') });
    expect(badYear.status).toBe(422);
  });

  it('refuses a damaged ZIP, a ZIP bomb, too many entries and a batch over 5 MB, with clear messages', async () => {
    const tag = Date.now().toString(36);
    const damaged = await upload([new File([new Uint8Array(Buffer.from('PK\u0003\u0004 broken'))], `damaged-${tag}.zip`)]);
    expect(damaged.status).toBe(422);
    expect(damaged.body.errors.certificates[0]).toContain(`damaged-${tag}.zip could not be read as a ZIP file`);

    // 11 "PDFs" of 4.9 MB of zeros: a few KB compressed, 54 MB unpacked.
    const zeros = Buffer.alloc(4.9 * 1024 * 1024);
    zeros.write('%PDF-1.7\n');
    const bomb = zipOf(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, bytes: zeros })));
    expect(bomb.length).toBeLessThan(200 * 1024);
    const bombed = await upload([new File([new Uint8Array(bomb)], `bomb-${tag}.zip`)]);
    expect(bombed.status).toBe(422);
    expect(bombed.body.errors.certificates).toEqual([
      `bomb-${tag}.zip unpacks to more than 50 MB. Nothing was uploaded: please upload its certificates in smaller batches.`,
    ]);

    const huge = Buffer.alloc(6 * 1024 * 1024);
    huge.write('%PDF-1.7\n');
    const oneHuge = await upload([new File([new Uint8Array(zipOf([{ name: `big-${tag}.pdf`, bytes: huge }]))], `one-${tag}.zip`)]);
    expect(oneHuge.body.errors.certificates).toEqual([`big-${tag}.pdf is larger than 5 MB. Nothing was uploaded.`]);

    const many = zipOf(Array.from({ length: 201 }, (_, i) => ({ name: `d${i}/`, bytes: new Uint8Array() })));
    const tooMany = await upload([new File([new Uint8Array(many)], `many-${tag}.zip`)]);
    expect(tooMany.body.errors.certificates).toEqual([
      `many-${tag}.zip holds more than 200 files. Nothing was uploaded: please upload its certificates in smaller batches.`,
    ]);

    const overSize = await upload([
      new File([new Uint8Array(huge.subarray(0, 5 * 1024 * 1024 + 10))], `over-${tag}.pdf`, { type: 'application/pdf' }),
    ]);
    expect(overSize.status).toBe(422);
    expect(overSize.body.errors.certificates).toEqual([
      'The files are larger than 5 MB together. Nothing was uploaded: please upload them in smaller batches.',
    ]);
    expect(await uploadsNamed([`over-${tag}.pdf`, `big-${tag}.pdf`])).toEqual([]);
  });

  it('is for admins only: guests 401, donors and managers 403, like the single certificate upload', async () => {
    const form = async () => batch([pdfFile(await certificatePdf({ pan: randomPan() }), 'x.pdf')]);
    for (const [token, status] of [
      [undefined, 401],
      [user.token, 403],
      [manager.token, 403],
    ] as const) {
      expect((await api.post('/api/donations/certificates', { token, form: await form() })).status).toBe(status);
      expect((await api.get('/api/donations/certificates', { token })).status).toBe(status);
      expect((await api.post('/api/donations/certificates/1', { token, body: {} })).status).toBe(status);
      expect((await api.delete('/api/donations/certificates/1', { token })).status).toBe(status);
      expect((await api.get('/api/donations/certificates/1/file', { token })).status).toBe(status);
      expect((await api.get(`/api/donations/certificates/tracker?fy=${FY}`, { token })).status).toBe(status);
    }
  });
});

describe('GET /api/donations/certificates/tracker', () => {
  it('lists the year’s 80G donors with and without their certificate', async () => {
    const [withCert, without] = [randomPan(), randomPan()];
    const a = await gift80g(withCert);
    const b = await gift80g(without);
    const res = await upload([pdfFile(await certificatePdf({ pan: withCert, fy: FY }), `t-${Date.now()}.pdf`)]);
    const confirmed = await api.post(`/api/donations/certificates/${res.body.data.uploads[0].id}`, { token: admin.token, body: {} });
    expect(confirmed.body).toMatchObject({ success: true, data: { donation_ids: [a.id] } });
    const tracker = await api.get(`/api/donations/certificates/tracker?fy=${FY}`, { token: admin.token });
    expect(tracker.status).toBe(200);
    const byEmail = (email: string) => tracker.body.data.donors.find((d: { email: string }) => d.email === email);
    expect(byEmail(a.email)).toMatchObject({
      certificate: true,
      gifts: 1,
      total_amount: 2000,
      pan: `${withCert.slice(0, 5)}••••${withCert.slice(9)}`,
    });
    expect(byEmail(b.email)).toMatchObject({ certificate: false });
    expect(tracker.body.data.without_certificate).toBeGreaterThanOrEqual(1);
    expect(tracker.body.data.donors.length).toBeGreaterThanOrEqual(2);
    expect((await api.get('/api/donations/certificates/tracker?fy=2025-27', { token: admin.token })).status).toBe(422);
  });
});
