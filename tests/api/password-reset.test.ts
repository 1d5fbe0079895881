// Forgotten passwords (issue 35, item 1): a single-use link mailed to the account's address, good for 30
// minutes, the same answer for every address, at most 5 mails an hour to one address.
import { afterEach, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailOutbox, passwordResets, users } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { encodeSessionCookie, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { callerFromCookieHeader } from '@/lib/server/accounts/request-caller';
import { openWebSession } from '@/lib/server/accounts/web-sessions';
import { deliverDueMail } from '@/lib/server/mail';
import { api, fromIp } from '@/tests/support/api';
import { decode } from '@/tests/support/mime';
import { startTestSmtp } from '@/tests/support/smtp';
import { createUser, uniqueEmail, type TestUser } from '@/tests/support/users';

const NEW_PASSWORD = 'N3w#password';

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const forgot = (email: string, extra: Record<string, unknown> = {}) =>
  api.post('/api/forgot-password', { body: { email, ...extra }, headers: fromIp() });

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  api.post('/api/reset-password', { body: { token, password, password_confirmation: confirmation }, headers: fromIp() });

async function resetMails(to: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'password_reset')));
}

/** The token of the newest reset mail to `to`, read from the link in its text. */
async function mailedToken(to: string): Promise<string> {
  const mails = await resetMails(to);
  const newest = mails.sort((a, b) => b.id - a.id)[0];
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(newest?.textBody ?? '');
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return match[1];
}

async function signedInCookie(u: TestUser) {
  const sessionId = await openWebSession(u.id, { ip: '198.51.100.5', userAgent: 'test' });
  return `${SESSION_COOKIE}=${await encodeSessionCookie({ userId: u.id, role: u.role, sessionId }, SESSION_COOKIE)}`;
}

describe('POST /api/forgot-password {email}', () => {
  it('answers the same for an unknown address, a disabled account and an active one; only the active one gets a mail', async () => {
    const active = await createUser('user');
    const disabled = await createUser('user');
    const db = await getDb();
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const unknown = uniqueEmail('nobody');

    const answers = await Promise.all([forgot(active.email.toUpperCase()), forgot(disabled.email), forgot(unknown)]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0].body);
    }
    expect(answers[0].body).toMatchObject({
      success: true,
      message: 'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
    });
    expect(await resetMails(active.email)).toHaveLength(1);
    expect(await resetMails(disabled.email)).toHaveLength(0);
    expect(await resetMails(unknown)).toHaveLength(0);
  });

  it('mails the link in the language asked for, over SMTP, and stores only the hash of its token, expiring in 30 minutes', async () => {
    const u = await createUser('user', { name: 'Asha Verma' });
    expect((await forgot(u.email, { locale: 'hi' })).status).toBe(200);
    const [mail] = await resetMails(u.email);
    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      expect((await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: [mail.id] })).sent).toBe(1);
    } finally {
      await smtp.close();
    }
    const [received] = smtp.received.filter((m) => m.to.includes(u.email)).map((m) => decode(m.raw));
    expect(received.subject).toMatch(/^अपना पासवर्ड रीसेट करें – /);
    expect(received.text).toContain('प्रिय Asha Verma,');
    const link = /(\S+\/hi\/auth\/reset-password\?token=([A-Za-z0-9_-]{43}))/.exec(received.text);
    expect(link?.[1]).toMatch(/^https?:\/\/[^/]+\/hi\/auth\/reset-password\?token=/);
    const token = link![2];

    const db = await getDb();
    const rows = await db
      .select({
        tokenHash: passwordResets.tokenHash,
        lifetime: sql<number>`extract(epoch from ${passwordResets.expiresAt} - ${passwordResets.createdAt})::int`,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, u.id));
    expect(rows).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex'), lifetime: 30 * 60 }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most 5 mails an hour to one address, then answers the same without a mail, and refuses the 11th request (429), known or not', async () => {
    const u = await createUser('user');
    const unknown = uniqueEmail('nobody');
    for (const email of [u.email, unknown]) {
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await forgot(email));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        success: false,
        message: 'Too many password reset requests for this address. Please try again later.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await resetMails(u.email)).toHaveLength(5);
  });

  it('refuses an invalid address with 422 on email', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Please enter a valid email']);
  });
});

describe('POST /api/reset-password {token, password, password_confirmation}', () => {
  it('sets the password, ends every session and bearer token, and answers what POST /api/login answers', async () => {
    const u = await createUser('user');
    const cookie = await signedInCookie(u);
    expect(await callerFromCookieHeader(cookie, '198.51.100.5')).not.toBeNull();
    await forgot(u.email);
    const res = await reset(await mailedToken(u.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { id: u.id, email: u.email, role: 'user' } });
    expect(res.body.token).toMatch(/^ssf_/);
    expect(res.body.data).toEqual(res.body.user);

    expect((await api.get('/api/me', { token: u.token })).status).toBe(401);
    expect(await callerFromCookieHeader(cookie, '198.51.100.5')).toBeNull();
    expect((await api.get('/api/me', { token: res.body.token })).status).toBe(200);
    const old = await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() });
    expect(old.status).toBe(401);
    const fresh = await api.post('/api/login', { body: { email: u.email, password: NEW_PASSWORD }, headers: fromIp() });
    expect(fresh.status).toBe(200);
  });

  it("a link works once, and using one ends the account's other links", async () => {
    const u = await createUser('user');
    await forgot(u.email);
    const first = await mailedToken(u.email);
    await forgot(u.email);
    const second = await mailedToken(u.email);
    expect(second).not.toBe(first);

    expect((await reset(second)).status).toBe(200);
    for (const token of [second, first]) {
      const again = await reset(token, 'An0ther#password');
      expect(again.status).toBe(422);
      expect(again.body.errors.token).toEqual(['This password reset link is invalid or has expired. Please ask for a new one.']);
    }
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    const u = await createUser('user');
    await forgot(u.email);
    const token = await mailedToken(u.email);
    const answers = await Promise.all([reset(token, 'First#password'), reset(token, 'Second#password')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
  });

  it('refuses a link past its 30 minutes', async () => {
    const u = await createUser('user');
    await forgot(u.email);
    const token = await mailedToken(u.email);
    const db = await getDb();
    // Time passes: the link was issued 31 minutes ago.
    await db
      .update(passwordResets)
      .set({ createdAt: sql`now() - interval '31 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, u.id));
    const res = await reset(token);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toHaveLength(1);
    const login = await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() });
    expect(login.status).toBe(200);
  });

  it('refuses an account disabled after the link was sent, and an unknown token', async () => {
    const u = await createUser('user');
    await forgot(u.email);
    const token = await mailedToken(u.email);
    const db = await getDb();
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
    expect((await reset(token)).status).toBe(422);
    expect((await reset(randomBytes(32).toString('base64url'))).status).toBe(422);
  });

  it('holds the new password to the registration rules (8 characters, confirmed) and keeps the link for a retry', async () => {
    const u = await createUser('user');
    await forgot(u.email);
    const token = await mailedToken(u.email);
    const short = await reset(token, 'short');
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['The password must be at least 8 characters.']);
    const mismatch = await reset(token, NEW_PASSWORD, 'Different#1');
    expect(mismatch.body.errors.password_confirmation).toEqual(['Passwords do not match']);
    expect((await reset(token)).status).toBe(200);
  });
});
