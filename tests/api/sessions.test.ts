import { refusal } from '@/tests/support/wire';
import { describe, expect, it } from 'vitest';
import { changePassword, signOutEverywhere } from '@/lib/server/accounts';
import { encodeSessionCookie, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { callerFromCookieHeader } from '@/lib/server/accounts/request-caller';
import { openWebSession } from '@/lib/server/accounts/web-sessions';
import { api } from '@/tests/support/api';
import { createUser, type TestUser } from '@/tests/support/users';

async function signedInCookie(u: TestUser) {
  const sessionId = await openWebSession(u.id, { ip: '198.51.100.5', userAgent: 'test' });
  return `${SESSION_COOKIE}=${await encodeSessionCookie({ userId: u.id, role: u.role, sessionId }, SESSION_COOKIE)}`;
}

async function callerOf(cookie: string) {
  const caller = await callerFromCookieHeader(cookie, '198.51.100.5');
  if (!caller) throw new Error('not signed in');
  return caller;
}

const me = (headers: Record<string, string>) => api.get('/api/me', { headers });

describe('web sessions end on the server', () => {
  it('POST /api/logout with the session cookie ends it: a copy made before logout no longer works for reads or writes', async () => {
    const u = await createUser('user');
    const cookie = await signedInCookie(u);
    const other = await signedInCookie(u);
    expect((await me({ cookie })).status).toBe(200);
    const out = await api.post('/api/logout', { headers: { cookie, origin: 'http://localhost:3000' } });
    expect(out.status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
    expect(
      (await api.post('/api/cart/add', { headers: { cookie, origin: 'http://localhost:3000' }, body: { product_id: 1 } })).status,
    ).toBe(401);
    // only that session ended: another browser stays signed in
    expect((await me({ cookie: other })).status).toBe(200);
  });

  it('a cookie whose session row never existed is a guest, even when correctly signed', async () => {
    const u = await createUser('user');
    const forgedRow = await encodeSessionCookie({ userId: u.id, role: 'admin', sessionId: 'no-such-session' }, SESSION_COOKIE);
    expect((await me({ cookie: `${SESSION_COOKIE}=${forgedRow}` })).status).toBe(401);
  });

  it('"sign out everywhere" ends every session and every API token of the account', async () => {
    const u = await createUser('user');
    const a = await signedInCookie(u);
    const b = await signedInCookie(u);
    const bystander = await createUser('user');
    const theirs = await signedInCookie(bystander);
    await signOutEverywhere(await callerOf(a));
    expect((await me({ cookie: a })).status).toBe(401);
    expect((await me({ cookie: b })).status).toBe(401);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(401);
    expect((await me({ cookie: theirs })).status).toBe(200);
    expect((await api.get('/api/me', { token: bystander.token })).status).toBe(200);
  });
});

describe('changePassword(caller, {current_password, password, password_confirmation})', () => {
  it('ends every other session and token, keeps the current one, and the new password signs in', async () => {
    const u = await createUser('user');
    const current = await signedInCookie(u);
    const elsewhere = await signedInCookie(u);
    await changePassword(await callerOf(current), {
      current_password: u.password,
      password: 'N3w-secret-pass',
      password_confirmation: 'N3w-secret-pass',
    });
    expect((await me({ cookie: current })).status).toBe(200);
    expect((await me({ cookie: elsewhere })).status).toBe(401);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(401);
    const ip = { 'x-forwarded-for': '198.51.100.201' };
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: ip })).status).toBe(401);
    expect((await api.post('/api/login', { body: { email: u.email, password: 'N3w-secret-pass' }, headers: ip })).status).toBe(200);
  });

  it('with a bearer token, that token stays and the others end', async () => {
    const u = await createUser('user');
    const login = await api.post('/api/login', {
      body: { email: u.email, password: u.password },
      headers: { 'x-forwarded-for': '198.51.100.202' },
    });
    const kept = login.body.token as string;
    const cookie = await signedInCookie(u);
    const caller = (await import('@/lib/server/accounts')).callerForToken;
    await changePassword((await caller(kept, null))!, {
      current_password: u.password,
      password: 'An0ther-pass',
      password_confirmation: 'An0ther-pass',
    });
    expect((await api.get('/api/me', { token: kept })).status).toBe(200);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
  });

  it('refuses a wrong current password or a mismatch with a 422 on the field, and changes nothing', async () => {
    const u = await createUser('user');
    const cookie = await signedInCookie(u);
    const other = await signedInCookie(u);
    const caller = await callerOf(cookie);
    expect(
      await refusal(
        changePassword(caller, { current_password: 'wrong-one', password: 'N3w-secret-pass', password_confirmation: 'N3w-secret-pass' }),
      ),
    ).toMatchObject({
      status: 422,
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect(
      await refusal(
        changePassword(caller, { current_password: u.password, password: 'N3w-secret-pass', password_confirmation: 'different' }),
      ),
    ).toMatchObject({
      status: 422,
    });
    expect(await refusal(changePassword(caller, null))).toMatchObject({ status: 422 });
    expect((await me({ cookie: other })).status).toBe(200);
    expect((await api.get('/api/me', { token: u.token })).status).toBe(200);
  });

  it('refuses a guest (401)', async () => {
    const { guestCaller } = await import('@/lib/server/accounts');
    expect(await refusal(changePassword(guestCaller(null), {}))).toMatchObject({ status: 401 });
  });
});

describe("a role change ends the member's sessions as well as tokens", () => {
  it('PUT /api/team-members/{id} with a new role signs the member out everywhere', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    const cookie = await signedInCookie(m);
    expect((await me({ cookie })).status).toBe(200);
    const res = await api.put(`/api/team-members/${m.id}`, { token: admin.token, body: { role: 'user' } });
    expect(res.status).toBe(200);
    expect((await me({ cookie })).status).toBe(401);
  });
});
