// Two-factor sign-in (issue 35, items 3 and 4): TOTP set up from the profile, confirmed with a first code, ten
// single-use recovery codes; every sign-in then needs a code (POST /api/login: 401 with errors.otp); a code is
// taken once; turning it off needs the password and a code; STAFF_TWO_FACTOR=required keeps staff without it
// out of the back-office and /api sign-in, and a password reset never bypasses it.
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailOutbox, recoveryCodes, users } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { currentStep, totpCode } from '@/lib/server/accounts/totp';
import { api, fromIp } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';

afterEach(() => {
  delete process.env.STAFF_TWO_FACTOR;
  resetEnvCache();
});

const login = (email: string, password: string, otp?: string) =>
  api.post('/api/login', { body: { email, password, ...(otp === undefined ? {} : { otp }) }, headers: fromIp() });

/** A code of a step not yet used: the next step's (accepted one step either side of now). */
const codeAt = (secret: string, offset: number) => totpCode(secret, currentStep() + offset);

/** Turns two-factor sign-in on through /api; answers the secret and the recovery codes. */
async function enable(u: TestUser): Promise<{ secret: string; codes: string[] }> {
  const begun = await api.post('/api/me/two-factor', { token: u.token, body: { password: u.password }, headers: fromIp() });
  expect(begun.status).toBe(200);
  const secret: string = begun.body.data.secret;
  const done = await api.post('/api/me/two-factor/confirm', { token: u.token, body: { otp: codeAt(secret, -1) } });
  expect(done.status).toBe(200);
  return { secret, codes: done.body.data.recovery_codes };
}

describe('POST /api/me/two-factor and /confirm', () => {
  it('needs the password, answers a key, an otpauth URL and an SVG QR code; a wrong first code turns nothing on', async () => {
    const u = await createUser('user');
    const wrong = await api.post('/api/me/two-factor', { token: u.token, body: { password: 'not-it-at-all' }, headers: fromIp() });
    expect(wrong.status).toBe(422);
    const begun = await api.post('/api/me/two-factor', { token: u.token, body: { password: u.password }, headers: fromIp() });
    expect(begun.status).toBe(200);
    expect(begun.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]{32}&issuer=/);
    expect(begun.body.data.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const bad = await api.post('/api/me/two-factor/confirm', { token: u.token, body: { otp: '000000' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.otp).toEqual(['The code is wrong or has already been used.']);
    expect((await api.get('/api/me', { token: u.token })).body.user.two_factor).toBe(false);
  });

  it('the first code turns it on: ten recovery codes, stored hashed; the secret is stored sealed', async () => {
    const u = await createUser('user');
    const { secret, codes } = await enable(u);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row.totpSecret).not.toContain(secret);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect((await api.get('/api/me', { token: u.token })).body.user.two_factor).toBe(true);
  });
});

describe('POST /api/login {email, password, otp} with two-factor sign-in on', () => {
  it('401 with errors.otp when the code is missing or wrong; a right code signs in once (a replay is refused)', async () => {
    const u = await createUser('user');
    const { secret } = await enable(u);
    const missing = await login(u.email, u.password);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false });
    expect(missing.body.errors.otp).toEqual(['Enter the 6-digit code from your authenticator app (or a recovery code).']);
    expect(missing.body.token).toBeUndefined();
    const wrong = await login(u.email, u.password, '123456' === codeAt(secret, 0) ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.otp).toEqual(['The code is wrong or has already been used.']);
    // The wrong password with a right code is still the generic refusal.
    expect((await login(u.email, 'wrong-password', codeAt(secret, 0))).status).toBe(401);

    const code = codeAt(secret, 0);
    const ok = await login(u.email, u.password, code);
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^ssf_/);
    const replay = await login(u.email, u.password, code);
    expect(replay.status).toBe(401);
    expect(replay.body.errors.otp).toHaveLength(1);
  });

  it('a recovery code works once in place of a code', async () => {
    const u = await createUser('user');
    const { codes } = await enable(u);
    expect((await login(u.email, u.password, codes[3].toUpperCase())).status).toBe(200);
    expect((await login(u.email, u.password, codes[3])).status).toBe(401);
  });

  it('wrong codes count toward the sign-in limit (429 before the right code is checked)', async () => {
    const u = await createUser('user');
    const { secret } = await enable(u);
    const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await api.post('/api/login', { body: { email: u.email, password: u.password, otp: '999999' }, headers })).status);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toBe(429);
    const right = await api.post('/api/login', { body: { email: u.email, password: u.password, otp: codeAt(secret, 1) }, headers });
    expect(right.status).toBe(429);
  });
});

describe('DELETE /api/me/two-factor {password, otp} and re-authentication', () => {
  it('turning it off needs the password and a code (a recovery code or a fresh TOTP code)', async () => {
    const u = await createUser('user');
    const { secret, codes } = await enable(u);
    const session = (await login(u.email, u.password, codes[0])).body.token as string;
    const noCode = await api.delete('/api/me/two-factor', { token: session, body: { password: u.password }, headers: fromIp() });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.otp).toHaveLength(1);
    const noPassword = await api.delete('/api/me/two-factor', {
      token: session,
      body: { password: 'nope-nope', otp: codes[1] },
      headers: fromIp(),
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toHaveLength(1);
    const off = await api.delete('/api/me/two-factor', {
      token: session,
      body: { password: u.password, otp: codeAt(secret, 0) },
      headers: fromIp(),
    });
    expect(off.status).toBe(200);
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('a change of e-mail address needs the code when two-factor sign-in is on', async () => {
    const u = await createUser('user');
    const { codes } = await enable(u);
    const session = (await login(u.email, u.password, codes[0])).body.token as string;
    const body = { email: `moved-${randomBytes(3).toString('hex')}@example.test`, password: u.password };
    const refused = await api.post('/api/me/email', { token: session, body, headers: fromIp() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.otp).toHaveLength(1);
    expect((await api.post('/api/me/email', { token: session, body: { ...body, otp: codes[1] }, headers: fromIp() })).status).toBe(200);
  });
});

describe('STAFF_TWO_FACTOR=required', () => {
  it('keeps a manager without two-factor out of /api sign-in and staff routes, until it is set up', async () => {
    process.env.STAFF_TWO_FACTOR = 'required';
    resetEnvCache();
    const m = await createUser('manager');
    const refused = await login(m.email, m.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Staff accounts must set up two-factor sign-in first/);
    expect(refused.body.token).toBeUndefined();
    // A token from before is no way in either; the account's own pages still work (to set it up).
    expect((await api.get('/api/admin/orders', { token: m.token })).status).toBe(403);
    expect((await api.get('/api/me', { token: m.token })).status).toBe(200);
    const { secret } = await enable(m);
    const ok = await login(m.email, m.password, codeAt(secret, 0));
    expect(ok.status).toBe(200);
    expect((await api.get('/api/admin/orders', { token: ok.body.token })).status).toBe(200);
  });

  it('optional: staff sign in with a password alone; a shopper is never asked', async () => {
    process.env.STAFF_TWO_FACTOR = 'optional';
    resetEnvCache();
    const m = await createUser('manager');
    expect((await login(m.email, m.password)).status).toBe(200);
    process.env.STAFF_TWO_FACTOR = 'required';
    resetEnvCache();
    const u = await createUser('user');
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('a password reset never bypasses it: no token for an account with two-factor sign-in, or for staff without it', async () => {
    process.env.STAFF_TWO_FACTOR = 'required';
    resetEnvCache();
    for (const u of [await createUser('manager'), await createUser('user')]) {
      if (u.role === 'user') await enable(u);
      await api.post('/api/forgot-password', { body: { email: u.email }, headers: fromIp() });
      const db = await getDb();
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, u.email), eq(mailOutbox.kind, 'password_reset')));
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
      const res = await api.post('/api/reset-password', {
        body: { token, password: 'N3w#password', password_confirmation: 'N3w#password' },
        headers: fromIp(),
      });
      expect(res.status).toBe(200);
      expect(res.body.token).toBeNull();
      expect(res.body.message).toBe('Your password has been changed. Please log in with it and the code from your authenticator app.');
    }
  });
});
