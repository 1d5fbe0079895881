import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { encodeSessionCookie, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { rolesForPath } from '@/lib/server/accounts/proxy-gate';
import { openWebSession } from '@/lib/server/accounts/web-sessions';
import { api } from '@/tests/support/api';
import { createUser } from '@/tests/support/users';

// issue 12: a session cookie counts only while its server-side session row is open
async function cookieFor(userId: number, role: 'admin' | 'manager' | 'user', name = SESSION_COOKIE) {
  const sessionId = await openWebSession(userId, { ip: null, userAgent: 'test' });
  return `${name}=${await encodeSessionCookie({ userId, role, sessionId }, name)}`;
}

describe('site session cookie on /api', () => {
  it('GET /api/me and GET /api/session resolve the caller from the Auth.js session cookie', async () => {
    const u = await createUser('user', { name: 'Neha Gupta' });
    const cookie = await cookieFor(u.id, 'user');
    const me = await api.get('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: u.id, name: 'Neha Gupta' });
    const session = await api.get('/api/session', { headers: { cookie: await cookieFor(u.id, 'user', SECURE_SESSION_COOKIE) } });
    expect(session.body.data.user.id).toBe(u.id);
    expect(session.headers.get('cache-control')).toContain('no-store');
    expect((await api.get('/api/session')).body.data.user).toBeNull();
  });

  it('a forged or foreign session cookie is a guest', async () => {
    const res = await api.get('/api/me', {
      headers: { cookie: `${SESSION_COOKIE}=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..forged` },
    });
    expect(res.status).toBe(401);
  });

  it('the role comes from the database, not from the JWT: a demoted manager is refused at once', async () => {
    const admin = await createUser('admin');
    const cookie = await cookieFor(admin.id, 'admin');
    expect((await api.get('/api/team-members', { headers: { cookie } })).status).toBe(200);
    const db = await getDb();
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, admin.id));
    expect((await api.get('/api/team-members', { headers: { cookie } })).status).toBe(403);
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, admin.id));
    expect((await api.get('/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('a cookie-authenticated write from another site is refused; from our own origin it passes', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    const cookie = await cookieFor(admin.id, 'admin');
    const evil = await api.put(`/api/team-members/${m.id}`, {
      headers: { cookie, origin: 'https://evil.example' },
      body: { name: 'Pwned' },
    });
    expect(evil.status).toBe(403);
    const ours = await api.put(`/api/team-members/${m.id}`, {
      headers: { cookie, origin: 'http://localhost:3000' },
      body: { name: 'Fine Name' },
    });
    expect(ours.status).toBe(200);
  });

  it('POST /api/register by an admin signed in with the cookie creates a manager and does not touch the cookie', async () => {
    const admin = await createUser('admin');
    const cookie = await cookieFor(admin.id, 'admin');
    const res = await api.post('/api/register', {
      headers: { cookie, origin: 'http://localhost:3000' },
      body: {
        name: 'New Manager',
        email: `mgr-${Date.now()}@example.test`,
        password: 'Manager#123',
        password_confirmation: 'Manager#123',
        role: 'manager',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('manager');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('POST /api/logout with the cookie expires it', async () => {
    const u = await createUser('user');
    const res = await api.post('/api/logout', { headers: { cookie: await cookieFor(u.id, 'user'), origin: 'http://localhost:3000' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
  });

  it('proxy gate: /admin is for admins, /manager/* for admins and managers', () => {
    expect(rolesForPath('/admin')).toEqual(['admin']);
    expect(rolesForPath('/admin/orders')).toEqual(['admin']);
    expect(rolesForPath('/manager/products')).toEqual(['admin', 'manager']);
    expect(rolesForPath('/administrator')).toBeNull();
    expect(rolesForPath('/shop')).toBeNull();
  });
});
