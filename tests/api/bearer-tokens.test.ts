import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { apiTokens, users } from '@/db/schema';
import { callerForToken } from '@/lib/server/accounts';
import { revokeAllApiTokens } from '@/lib/server/accounts/tokens';
import { createUser } from '@/tests/support/users';

describe('bearer tokens', () => {
  it('resolve to the user, stored only as a SHA-256, with last use recorded', async () => {
    const u = await createUser('manager');
    const caller = await callerForToken(u.token);
    expect(caller).toMatchObject({ kind: 'user', userId: u.id, role: 'manager', via: 'token' });
    const db = await getDb();
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.userId, u.id));
    expect(row.tokenHash).not.toContain(u.token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('stop working when revoked, when the user is disabled, and re-read a changed role', async () => {
    const db = await getDb();
    const a = await createUser('manager');
    await db.update(users).set({ role: 'user' }).where(eq(users.id, a.id));
    expect((await callerForToken(a.token))?.role).toBe('user');

    const b = await createUser('user');
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, b.id));
    expect(await callerForToken(b.token)).toBeNull();

    const c = await createUser('user');
    await revokeAllApiTokens(db, c.id);
    expect(await callerForToken(c.token)).toBeNull();
    expect(await callerForToken('ssf_not-a-real-token')).toBeNull();
  });
});
