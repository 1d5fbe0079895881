import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { api, fromIp } from '@/tests/support/api';
import { createUser, uniqueEmail } from '@/tests/support/users';

/** A fresh client address per test, so the per-address limits of one test do not leak into another. */

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: uniqueEmail('reg'),
  phone: '9876543210',
  address: '12 Civil Lines, Kanpur',
  password: 'Str0ng#pass',
  password_confirmation: 'Str0ng#pass',
  role: 'user',
  ...overrides,
});

describe('accounts', () => {
  it('POST /api/register creates a user and answers {success, token, user, message}', async () => {
    const body = registration({ email: `Mixed.Case-${randomBytes(3).toString('hex')}@Example.test` });
    const res = await api.post('/api/register', { body, headers: fromIp() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(res.body.token).toMatch(/^ssf_/);
    expect(res.body.user).toMatchObject({
      name: 'Asha Verma',
      first_name: 'Asha',
      last_name: 'Verma',
      email: body.email.toLowerCase(),
      phone: '9876543210',
      address: '12 Civil Lines, Kanpur',
      photo: null,
      role: 'user',
    });
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        'address',
        'created_at',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'name',
        'phone',
        'photo',
        'role',
        'two_factor',
        // Issue 37: the rest of the postal address (extra fields).
        'landmark',
        'city',
        'state',
        'postal_code',
      ].sort(),
    );
    expect(new Date(res.body.user.created_at).toString()).not.toBe('Invalid Date');
    const me = await api.get('/api/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('POST /api/register with role admin in a self-registration body yields role user', async () => {
    const res = await api.post('/api/register', { body: registration({ role: 'admin' }), headers: fromIp() });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('user');
    const manager = await api.post('/api/register', { body: registration({ role: 'manager' }), headers: fromIp() });
    expect(manager.body.user.role).toBe('user');
  });

  it('POST /api/register stores our own photo URL and answers it absolute', async () => {
    const res = await api.post('/api/register', { body: registration({ photo: 'http://localhost:3000/api/files/42' }), headers: fromIp() });
    expect(res.body.user.photo).toBe('http://localhost:3000/api/files/42');
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row.photo).toBe('/api/files/42');
  });

  it('POST /api/register refuses a duplicate email (any case) and a mismatched confirmation with 422 field errors', async () => {
    const existing = await createUser('user');
    const dup = await api.post('/api/register', { body: registration({ email: existing.email.toUpperCase() }), headers: fromIp() });
    expect(dup.status).toBe(422);
    expect(dup.body).toMatchObject({ success: false, message: 'Validation failed' });
    expect(dup.body.errors.email).toEqual(['The email has already been taken.']);

    const mismatch = await api.post('/api/register', { body: registration({ password_confirmation: 'Different#1' }), headers: fromIp() });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['Passwords do not match']);

    const short = await api.post('/api/register', {
      body: registration({ password: 'short', password_confirmation: 'short', email: 'nope' }),
      headers: fromIp(),
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.password[0]).toMatch(/at least 8 characters/);
    expect(short.body.errors.email).toEqual(['Please enter a valid email']);
  });

  it('POST /api/register by an admin with role manager creates a manager without a token and keeps the admin signed in', async () => {
    const admin = await createUser('admin');
    const res = await api.post('/api/register', { body: registration({ role: 'manager' }), token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('manager');
    expect(res.body.token).toBeUndefined();
    expect(res.body.message).toBe('Team member registered successfully');
    const me = await api.get('/api/me', { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(admin.id);
    // the new manager can sign in with the password the admin chose
    const login = await api.post('/api/login', { body: { email: res.body.user.email, password: 'Str0ng#pass' }, headers: fromIp() });
    expect(login.body.user.role).toBe('manager');
  });

  it('POST /api/login answers a token and the user; GET /api/me; POST /api/logout then GET /api/me is 401', async () => {
    const u = await createUser('user', { name: 'Ravi Kumar Singh' });
    const login = await api.post('/api/login', { body: { email: u.email.toUpperCase(), password: u.password }, headers: fromIp() });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { id: u.id, first_name: 'Ravi', last_name: 'Kumar Singh' },
    });
    const token = login.body.token as string;
    const me = await api.get('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: u.id, email: u.email, role: 'user' });
    const out = await api.post('/api/logout', { token });
    expect(out.status).toBe(200);
    const after = await api.get('/api/me', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false });
    // logging out one token leaves the user's other tokens alone
    expect((await api.get('/api/me', { token: u.token })).status).toBe(200);
  });

  it('POST /api/login gives one generic message for a wrong password, an unknown email and a disabled account', async () => {
    const u = await createUser('user');
    const disabled = await createUser('manager');
    const db = await getDb();
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    const wrong = await api.post('/api/login', { body: { email: u.email, password: 'wrong-password' }, headers: fromIp() });
    const unknown = await api.post('/api/login', { body: { email: uniqueEmail('ghost'), password: 'whatever1' }, headers: fromIp() });
    const off = await api.post('/api/login', { body: { email: disabled.email, password: disabled.password }, headers: fromIp() });
    for (const res of [wrong, unknown, off]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: 'Invalid email or password.' });
    }
    expect((await api.get('/api/me', { token: disabled.token })).status).toBe(401);
  });

  it('GET /api/me without a token or with an unknown one is 401 JSON', async () => {
    for (const res of [await api.get('/api/me'), await api.get('/api/me', { token: 'ssf_forged' })]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body.success).toBe(false);
    }
  });

  // issue 12 changed this: failures slow down the address they come from; they never lock the owner out.
  it('POST /api/login answers 429 after repeated failures for one account from one address, and clears the count on success', async () => {
    const u = await createUser('user');
    const attacker = fromIp();
    for (let i = 0; i < 4; i++) {
      expect((await api.post('/api/login', { body: { email: u.email, password: 'nope-nope' }, headers: attacker })).status).toBe(401);
    }
    // a success before the limit resets the counter
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: attacker })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/login', { body: { email: u.email, password: 'nope-nope' }, headers: attacker })).status).toBe(401);
    }
    // that address must wait, even with the right password
    const slowed = await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: attacker });
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('POST /api/login lets the owner in from their address while someone else keeps failing elsewhere', async () => {
    const admin = await createUser('admin');
    const owner = fromIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5; i++) {
        const res = await api.post('/api/login', { body: { email: admin.email, password: `wrong-${round}-${i}` }, headers: fromIp() });
        expect(res.status).toBe(401);
      }
    }
    const attacker = fromIp();
    for (let i = 0; i < 6; i++) await api.post('/api/login', { body: { email: admin.email, password: 'nope-nope' }, headers: attacker });
    expect((await api.post('/api/login', { body: { email: admin.email, password: admin.password }, headers: attacker })).status).toBe(429);
    const res = await api.post('/api/login', { body: { email: admin.email, password: admin.password }, headers: owner });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^ssf_/);
  });

  it('POST /api/login answers 429 after repeated failures from one address, whatever the account', async () => {
    const ip = fromIp();
    for (let i = 0; i < 10; i++) {
      expect((await api.post('/api/login', { body: { email: uniqueEmail('spray'), password: 'guess-123' }, headers: ip })).status).toBe(
        401,
      );
    }
    const u = await createUser('user');
    const res = await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: ip });
    expect(res.status).toBe(429);
    expect((await api.post('/api/login', { body: { email: u.email, password: u.password }, headers: fromIp() })).status).toBe(200);
  });

  it('POST /api/login without fields is a 422 with field errors', async () => {
    const res = await api.post('/api/login', { body: {}, headers: fromIp() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
  });
});
