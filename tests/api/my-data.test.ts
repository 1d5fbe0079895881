// The person's data (issue 35, item 5): GET /api/me/export gives everything the site holds about them;
// DELETE /api/me {password, otp} erases the account, keeping only what tax law requires (invoiced orders,
// gifts with an 80G receipt), which the office still sees.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations, orders, users } from '@/db/schema';
import { openWebSession } from '@/lib/server/accounts/web-sessions';
import { encodeSessionCookie, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { callerFromCookieHeader } from '@/lib/server/accounts/request-caller';
import { openPan, panColumns } from '@/lib/server/platform';
import { api, fromIp, tag } from '@/tests/support/api';
import { insertOrderFor } from '@/tests/support/shop';
import { createUser, type TestUser } from '@/tests/support/users';

async function give(u: TestUser, withReceipt: boolean) {
  const db = await getDb();
  const [gift] = await db
    .insert(donations)
    .values({
      userId: u.id,
      name: u.name,
      email: u.email,
      phone: '9876543210',
      address: '7 Mall Road, Kanpur',
      // Stored as the site stores it: sealed, with its search hash.
      ...panColumns('ABCPD1234E'),
      amountPaise: 100000,
      cause: 'Education',
      causeCode: 'education',
      want80g: withReceipt,
      eligible80g: withReceipt,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  if (withReceipt) {
    await db
      .insert(donationReceipts)
      .values({ donationId: gift.id, receiptNumber: `R${tag()}`, financialYear: 'T-2026', sequence: Math.floor(Math.random() * 1e9) });
  }
  return gift;
}

describe('GET /api/me/export', () => {
  it('answers a JSON download with profile, addresses, orders, donations, consents and sessions; 401 for a guest', async () => {
    const u = await createUser('user', { name: 'Kavita Rao' });
    const order = await insertOrderFor(u);
    const gift = await give(u, true);
    await openWebSession(u.id, { ip: '198.51.100.9', userAgent: 'export-test' });
    const res = await api.get('/api/me/export', { token: u.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data\.json"/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(
      ['addresses', 'api_tokens', 'consents', 'donations', 'exported_at', 'orders', 'profile', 'recurring_donations', 'sessions'].sort(),
    );
    expect(data.profile).toMatchObject({ id: u.id, name: 'Kavita Rao', email: u.email, phone: '9876543210' });
    expect(data.addresses.map((a: { address: string }) => a.address)).toContain('Test Street, Kanpur');
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(data.orders[0].accessTokenHash).toBeUndefined();
    expect(data.donations.map((d: { id: number }) => d.id)).toEqual([gift.id]);
    // The donor's own PAN in full, never its sealed form or its search hash.
    expect(data.donations[0].pan).toBe('ABCPD1234E');
    expect(data.donations[0].panHash).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain(gift.pan!);
    expect(data.consents.donor_wall[0]).toMatchObject({ donation_id: gift.id, want_80g: true });
    expect(data.sessions.map((s: { user_agent: string }) => s.user_agent)).toContain('export-test');
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash|tokenHash/i);
    expect((await api.get('/api/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/me {password}', () => {
  it('needs the password; then ends every session and token, the account never signs in again, and personal fields go', async () => {
    const u = await createUser('user', { name: 'Sunil Mehta' });
    const sessionId = await openWebSession(u.id, { ip: '198.51.100.9', userAgent: 'erase-test' });
    const cookie = `${SESSION_COOKIE}=${await encodeSessionCookie({ userId: u.id, role: 'user', sessionId }, SESSION_COOKIE)}`;
    const plain = await insertOrderFor(u);
    const invoiced = await insertOrderFor(u, {});
    const casual = await give(u, false);
    const receipted = await give(u, true);

    const wrong = await api.delete('/api/me', { token: u.token, body: { password: 'not-the-password' }, headers: fromIp() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toHaveLength(1);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(200);

    const res = await api.delete('/api/me', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been deleted.');
    expect((await api.get('/api/me', { token: u.token })).status).toBe(401);
    expect(await callerFromCookieHeader(cookie, '198.51.100.9')).toBeNull();
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() })).status).toBe(401);

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ name: 'Erased account', phone: null, address: null, status: 'disabled' });
    expect(row.email).not.toBe(u.email);
    expect(row.erasedAt).not.toBeNull();
    const byId = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
    // An order without an invoice loses its personal fields; an invoiced one is a tax record and stays, still the account's.
    expect(await byId(plain.id)).toMatchObject({ shippingName: 'Erased account', shippingPhone: '', shippingAddress: '', userId: u.id });
    expect(await byId(invoiced.id)).toMatchObject({ shippingName: 'Sunil Mehta', shippingEmail: u.email, userId: u.id });
    const gift = async (id: number) => (await db.select().from(donations).where(eq(donations.id, id)))[0];
    // The erased gift loses its sealed PAN and its search hash; the receipted one keeps both (a tax record).
    expect(await gift(casual.id)).toMatchObject({ name: 'Erased account', pan: null, panHash: null, phone: '', address: '' });
    const kept = await gift(receipted.id);
    expect(kept).toMatchObject({ name: 'Sunil Mehta', panHash: receipted.panHash, wallDisplay: 'hidden' });
    expect(openPan(kept.pan)).toBe('ABCPD1234E');
  });

  it('needs the code too when two-factor sign-in is on; a guest gets 401', async () => {
    expect((await api.delete('/api/me', { body: { password: 'x' } })).status).toBe(401);
    const u = await createUser('user');
    const db = await getDb();
    // Two-factor on (its own tests set it up through /api; here only the refusal matters).
    await db.update(users).set({ totpSecret: 'sealed-secret-stand-in' }).where(eq(users.id, u.id));
    const res = await api.delete('/api/me', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(res.status).toBe(422);
    expect(res.body.errors.otp).toHaveLength(1);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(200);
  });
});
