// Confirmed e-mail addresses (issue 35, item 2): registration mails a confirmation link; the account shops
// before it is used; the profile resends (limited); a change of address needs the password and takes effect
// only when the new address confirms, and the old address is told.
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { emailConfirmations, mailOutbox, users } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { deliverDueMail } from '@/lib/server/mail';
import { api, fromIp } from '@/tests/support/api';
import { decode } from '@/tests/support/mime';
import { startTestSmtp } from '@/tests/support/smtp';
import { createUser, uniqueEmail } from '@/tests/support/users';

const PASSWORD = 'Secret#12345';

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

async function mailsTo(to: string, kind: string) {
  const db = await getDb();
  return (
    await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
  ).sort((a, b) => b.id - a.id);
}

async function mailedToken(to: string): Promise<string> {
  const [newest] = await mailsTo(to, 'email_confirmation');
  const match = /\/auth\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(newest?.textBody ?? '');
  if (!match) throw new Error(`no confirmation link mailed to ${to}`);
  return match[1];
}

const confirm = (token: string) => api.post('/api/confirm-email', { body: { token }, headers: fromIp() });

async function register(email: string) {
  return api.post('/api/register', {
    body: { name: 'Meera Das', email, password: PASSWORD, password_confirmation: PASSWORD },
    headers: fromIp(),
  });
}

describe('POST /api/register mails a confirmation link', () => {
  it('the new account is unconfirmed, can shop (its token works), and the link confirms it once', async () => {
    const email = uniqueEmail('confirm');
    const res = await register(email);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, email_verified: false, two_factor: false });
    expect((await api.get('/api/cart', { token: res.body.token })).status).toBe(200);

    const token = await mailedToken(email);
    const ok = await confirm(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Your e-mail address is confirmed.', user: { email, email_verified: true } });
    const me = await api.get('/api/me', { token: res.body.token });
    expect(me.body.user.email_verified).toBe(true);

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([
      'This confirmation link is invalid or has expired. Please ask for a new one from your profile.',
    ]);
  });

  it('stores only the hash of the token, and refuses a link past its 48 hours or an unknown one', async () => {
    const email = uniqueEmail('expiry');
    const res = await register(email);
    const token = await mailedToken(email);
    const db = await getDb();
    const rows = await db
      .select({
        hash: emailConfirmations.tokenHash,
        hours: sql<number>`extract(epoch from ${emailConfirmations.expiresAt} - ${emailConfirmations.createdAt})::int / 3600`,
      })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, res.body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].hours).toBe(48);
    expect(JSON.stringify(rows)).not.toContain(token);
    await db
      .update(emailConfirmations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailConfirmations.userId, res.body.user.id));
    expect((await confirm(token)).status).toBe(422);
    expect((await confirm(randomBytes(32).toString('base64url'))).status).toBe(422);
  });

  it('the mail goes out through the outbox over SMTP, in English for the /api client that names no language', async () => {
    const email = uniqueEmail('smtp');
    await register(email);
    const [mail] = await mailsTo(email, 'email_confirmation');
    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      expect((await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [mail.id] })).sent).toBe(1);
    } finally {
      await smtp.close();
    }
    const [received] = smtp.received.filter((m) => m.to.includes(email)).map((m) => decode(m.raw));
    expect(received.subject).toMatch(/^Confirm your e-mail address – /);
    expect(received.text).toContain('Dear Meera Das,');
    expect(received.text).toMatch(/https?:\/\/[^/]+\/auth\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe('POST /api/me/email-confirmation (resend)', () => {
  it('mails a new link to an unconfirmed account, nothing to a confirmed one, and is limited to 5 an hour (429)', async () => {
    const u = await createUser('user');
    const first = await api.post('/api/me/email-confirmation', { token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('We have sent a confirmation link to your e-mail address.');
    for (let i = 0; i < 4; i++) expect((await api.post('/api/me/email-confirmation', { token: u.token })).status).toBe(200);
    const refused = await api.post('/api/me/email-confirmation', { token: u.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many confirmation mails for this account. Please try again later.');
    expect(await mailsTo(u.email, 'email_confirmation')).toHaveLength(5);

    const v = await createUser('user');
    const db = await getDb();
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, v.id));
    const none = await api.post('/api/me/email-confirmation', { token: v.token });
    expect(none.body.message).toBe('Your e-mail address is already confirmed.');
    expect(await mailsTo(v.email, 'email_confirmation')).toHaveLength(0);
    expect((await api.post('/api/me/email-confirmation', {})).status).toBe(401);
  });
});

describe('POST /api/me/email {email, password}', () => {
  it('needs the password; the address changes only when the new one confirms, and the old one is told', async () => {
    const u = await createUser('user', { name: 'Ravi Kumar' });
    const next = uniqueEmail('moved');
    const wrong = await api.post('/api/me/email', { token: u.token, body: { email: next, password: 'wrong-password' }, headers: fromIp() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toHaveLength(1);
    expect(await mailsTo(next, 'email_confirmation')).toHaveLength(0);

    const asked = await api.post('/api/me/email', { token: u.token, body: { email: next, password: u.password }, headers: fromIp() });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('We have sent a link to the new address. Your address changes when you open it.');
    // Nothing changed yet: the old address still signs in.
    expect((await api.get('/api/me', { token: u.token })).body.user.email).toBe(u.email);
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() })).status).toBe(200);

    const res = await confirm(await mailedToken(next));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: next, email_verified: true });
    expect((await api.post('/api/login', { body: { email: next, password: u.password }, headers: fromIp() })).status).toBe(200);
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() })).status).toBe(401);
    const [told] = await mailsTo(u.email, 'email_changed');
    expect(told.subject).toMatch(/^Your e-mail address was changed/);
    expect(told.textBody).toContain(next);
  });

  it("refuses an address another account has (422), the account's own, and a guest (401)", async () => {
    const u = await createUser('user');
    const other = await createUser('user');
    const taken = await api.post('/api/me/email', {
      token: u.token,
      body: { email: other.email, password: u.password },
      headers: fromIp(),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toHaveLength(1);
    const same = await api.post('/api/me/email', {
      token: u.token,
      body: { email: u.email.toUpperCase(), password: u.password },
      headers: fromIp(),
    });
    expect(same.status).toBe(422);
    expect(same.body.errors.email).toEqual(['This is already your e-mail address.']);
    expect((await api.post('/api/me/email', { body: { email: uniqueEmail(), password: 'x' } })).status).toBe(401);
  });

  it('a link to an address taken meanwhile by another account changes nothing', async () => {
    const u = await createUser('user');
    const next = uniqueEmail('race');
    await api.post('/api/me/email', { token: u.token, body: { email: next, password: u.password }, headers: fromIp() });
    const token = await mailedToken(next);
    await createUser('user', { email: next });
    const res = await confirm(token);
    expect(res.status).toBe(422);
    expect((await api.get('/api/me', { token: u.token })).body.user.email).toBe(u.email);
  });
});
