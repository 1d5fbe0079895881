import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { auditLog, users } from '@/db/schema';
import { api } from '@/tests/support/api';
import { createUser, uniqueEmail } from '@/tests/support/users';

describe('team members', () => {
  it('GET /api/team-members lists active managers as an array for an admin', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager', { name: 'Meera Joshi' });
    const res = await api.get('/api/team-members', { token: admin.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const row = res.body.data.find((x: { id: number }) => x.id === m.id);
    expect(row).toMatchObject({ name: 'Meera Joshi', first_name: 'Meera', email: m.email, role: 'manager', status: 'active' });
    expect(res.body.data.every((x: { role: string }) => x.role === 'manager')).toBe(true);
  });

  it('GET /api/team-members is 401 without a token and 403 for a user or a manager, in JSON', async () => {
    const user = await createUser('user');
    const manager = await createUser('manager');
    const none = await api.get('/api/team-members');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false });
    for (const who of [user, manager]) {
      const res = await api.get('/api/team-members', { token: who.token });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body.success).toBe(false);
    }
    expect((await api.delete(`/api/team-members/${manager.id}`, { token: user.token })).status).toBe(403);
  });

  it('GET /api/team-members/{id} answers the member; a user id or an unknown id is 404', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    const u = await createUser('user');
    expect((await api.get(`/api/team-members/${m.id}`, { token: admin.token })).body.data.id).toBe(m.id);
    expect((await api.get(`/api/team-members/${u.id}`, { token: admin.token })).status).toBe(404);
    expect((await api.get('/api/team-members/99999999', { token: admin.token })).status).toBe(404);
    expect((await api.get('/api/team-members/abc', { token: admin.token })).status).toBe(422);
  });

  it('PUT /api/team-members/{id} updates name, email, phone, address, photo and writes an audit entry', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    const email = uniqueEmail('renamed');
    const res = await api.put(`/api/team-members/${m.id}`, {
      token: admin.token,
      body: { name: 'Kiran Rao', email, phone: '9123456780', address: 'Swaroop Nagar, Kanpur', photo: 'http://localhost:3000/api/files/7' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Kiran Rao',
      email,
      phone: '9123456780',
      address: 'Swaroop Nagar, Kanpur',
      photo: 'http://localhost:3000/api/files/7',
    });
    // the member's token still works: nothing about access changed
    expect((await api.get('/api/me', { token: m.token })).body.user.name).toBe('Kiran Rao');
    const db = await getDb();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team_member.update'), eq(auditLog.entityId, String(m.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorUserId).toBe(admin.id);

    const other = await createUser('user');
    const dup = await api.put(`/api/team-members/${m.id}`, { token: admin.token, body: { email: other.email.toUpperCase() } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('a demoted manager is refused at once (PUT role user revokes their tokens)', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    expect((await api.get('/api/me', { token: m.token })).body.user.role).toBe('manager');
    const res = await api.put(`/api/team-members/${m.id}`, { token: admin.token, body: { role: 'user' } });
    expect(res.status).toBe(200);
    expect((await api.get('/api/me', { token: m.token })).status).toBe(401);
    // and one demoted behind our back (no token revocation) has only the role the database says
    const m2 = await createUser('manager');
    const db = await getDb();
    await db.update(users).set({ role: 'user' }).where(eq(users.id, m2.id));
    expect((await api.get('/api/team-members', { token: m2.token })).status).toBe(403);
  });

  it('DELETE /api/team-members/{id} disables the manager, revokes access and keeps the row', async () => {
    const admin = await createUser('admin');
    const m = await createUser('manager');
    const res = await api.delete(`/api/team-members/${m.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Team member removed successfully');
    expect((await api.get('/api/me', { token: m.token })).status).toBe(401);
    const login = await api.post('/api/login', {
      body: { email: m.email, password: m.password },
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(login.status).toBe(401);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, m.id));
    expect(row.status).toBe('disabled');
    const list = await api.get('/api/team-members', { token: admin.token });
    expect(list.body.data.some((x: { id: number }) => x.id === m.id)).toBe(false);
    expect((await api.delete(`/api/team-members/${m.id}`, { token: admin.token })).status).toBe(404);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team_member.remove'), eq(auditLog.entityId, String(m.id))));
    expect(audits).toHaveLength(1);
  });
});
