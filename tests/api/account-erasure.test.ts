// Erasure's remainder (issue 35, item 5): DELETE /api/me stops the person's live recurring gifts at Razorpay
// first (a gateway outage changes nothing, and a retry works), then in one transaction erases their details
// from recurring templates, the audit log and their mails, and marks the tax records it keeps with the day
// they may go (31 March, 8 years after their financial year).
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { auditLog, donationReceipts, donations, donationSubscriptions, mailOutbox, orders, users } from '@/db/schema';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { resetEnvCache } from '@/lib/server/platform';
import { api, fromIp, tag } from '@/tests/support/api';
import { createSubscription, useRazorpaySandbox } from '@/tests/support/donations';
import { insertOrderFor } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';

beforeAll(() => useRazorpaySandbox());
afterEach(() => useRazorpaySandbox());

const PAN = () =>
  `ABCP${tag()
    .replace(/[^A-Z]/g, 'Q')
    .slice(0, 1)}${String(Math.floor(Math.random() * 9000) + 1000)}E`;

async function gift(u: TestUser, pan: string, values: Partial<typeof donations.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(donations)
    .values({
      userId: u.id,
      name: u.name,
      email: u.email,
      phone: '9876543210',
      address: '7 Mall Road, Kanpur',
      pan,
      amountPaise: 100000,
      cause: 'Education',
      causeCode: 'education',
      status: 'paid',
      ...values,
    })
    .returning();
  return row;
}

describe('DELETE /api/me with recurring gifts, audit entries, mails and tax records', () => {
  it('cancels the live recurring gift at Razorpay, erases the template, audit values and mails, and marks kept tax records', async () => {
    const u = await createUser('user', { name: `Meera Kulkarni ${tag()}` });
    const pan = PAN();
    const { data } = await createSubscription({ email: u.email, name: u.name, pan, want80G: true, amount: 2500 });
    const db = await getDb();
    // A receipted gift of 10 May 2026 (2026-27: kept to 31 March 2035), a Form 10BD row of 15 February 2026
    // (2025-26: to 31 March 2034), a casual gift without 80G (erased) and an order invoiced on 2 April 2026.
    const receipted = await gift(u, pan, { want80g: true, eligible80g: true, paidAt: new Date('2026-05-10T06:00:00Z') });
    await db
      .insert(donationReceipts)
      .values({ donationId: receipted.id, receiptNumber: `R${tag()}`, financialYear: 'E-2026', sequence: Math.floor(Math.random() * 1e9) });
    const form10bd = await gift(u, pan, { want80g: true, eligible80g: true, paidAt: new Date('2026-02-15T06:00:00Z') });
    const casual = await gift(u, pan, { paidAt: new Date() });
    const order = await insertOrderFor(u, { issuedAt: new Date('2026-04-02T06:00:00Z') });
    const [mine, theirs, other] = await db
      .insert(auditLog)
      .values([
        {
          action: 'donation.offline.record',
          entityType: 'donation',
          after: { name: u.name, email: u.email.toUpperCase(), pan, amount: 1000 },
        },
        {
          action: 'order.edit',
          entityType: 'order',
          before: { note: `mailed ${u.email} twice`, phone: '9876543210' },
          after: { status: 'x' },
        },
        { action: 'order.edit', entityType: 'order', after: { name: 'Somebody Else', email: 'else@example.test' } },
      ])
      .returning();
    const [sent, pending] = await db
      .insert(mailOutbox)
      .values([
        {
          toAddress: u.email,
          subject: 'Your receipt',
          textBody: `Dear ${u.name}`,
          status: 'sent',
          sentAt: new Date(),
          attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }],
        },
        { toAddress: u.email, subject: 'Later', textBody: `Dear ${u.name}`, status: 'pending' },
      ])
      .returning();

    const res = await api.delete('/api/me', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(res.status).toBe(200);

    expect(sandboxStore().subscriptions.get(data.subscription_id)!.status).toBe('cancelled');
    const [template] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(template).toMatchObject({ name: 'Erased account', phone: '', address: '', pan: null, status: 'cancelled' });
    expect(template.email).not.toBe(u.email);

    const byId = async (id: number) => (await db.select().from(donations).where(eq(donations.id, id)))[0];
    expect(await byId(receipted.id)).toMatchObject({ name: u.name, pan, taxKeptUntil: '2035-03-31' });
    expect(await byId(form10bd.id)).toMatchObject({ name: u.name, pan, taxKeptUntil: '2034-03-31' });
    expect(await byId(casual.id)).toMatchObject({ name: 'Erased account', pan: null, taxKeptUntil: null });
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ shippingName: u.name, userId: u.id, taxKeptUntil: '2035-03-31' });

    const audit = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [mine.id, theirs.id, other.id]))
      .orderBy(auditLog.id);
    expect(audit[0].after).toEqual({ name: '[erased]', email: '[erased]', pan: '[erased]', amount: 1000 });
    expect(audit[1].before).toEqual({ note: '[erased]', phone: '[erased]' });
    expect(audit[2].after).toEqual({ name: 'Somebody Else', email: 'else@example.test' });

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [sent.id, pending.id]));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ id: sent.id, textBody: '[erased]', htmlBody: null, attachments: [] });
    expect(mails[0].toAddress).not.toBe(u.email);

    // The office still sees the kept order and gifts, marked with the day they may go.
    const admin = await createUser('admin');
    const seen = await api.get(`/api/orders/${order.id}`, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ shipping_name: u.name, tax_kept_until: '2035-03-31' });
    const listed = await api.get(`/api/donations?search=${encodeURIComponent(u.name)}`, { token: admin.token });
    expect(listed.status).toBe(200);
    const keptGifts = (listed.body.data as { id: number; tax_kept_until?: string }[]).map((d) => [d.id, d.tax_kept_until]);
    expect(keptGifts.sort()).toEqual(
      [
        [receipted.id, '2035-03-31'],
        [form10bd.id, '2034-03-31'],
      ].sort(),
    );
  });

  it('changes nothing when Razorpay cannot be reached, and the retry erases', async () => {
    const u = await createUser('user');
    const { data } = await createSubscription({ email: u.email, name: u.name });
    process.env.PAYMENT_SANDBOX = '1';
    process.env.RAZORPAY_API_URL = 'http://127.0.0.1:9/unreachable';
    resetEnvCache();
    const refused = await api.delete('/api/me', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      'We could not stop your recurring donations at the payment gateway, so nothing was deleted. Please try again in a few minutes.',
    );
    const db = await getDb();
    const [still] = await db.select().from(users).where(eq(users.id, u.id));
    expect(still).toMatchObject({ email: u.email, status: 'active', erasedAt: null });
    const [template] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(template).toMatchObject({ email: u.email, status: 'created' });
    expect((await api.get('/api/me', { token: u.token })).status).toBe(200);

    useRazorpaySandbox();
    const retried = await api.delete('/api/me', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(retried.status).toBe(200);
    expect(sandboxStore().subscriptions.get(data.subscription_id)!.status).toBe('cancelled');
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() })).status).toBe(401);
  });
});
