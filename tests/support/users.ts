// Test users: created directly in the database with a bearer token, each with a unique email.
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import type { Role } from '@/lib/domain/roles';
import { hashPassword } from '@/lib/crypto';
import { issueApiToken } from '@/lib/server/accounts/tokens';

export type TestUser = { id: number; email: string; password: string; name: string; role: Role; token: string };

let cachedHash: Promise<string> | undefined;
const PASSWORD = 'Secret#12345';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

export async function createUser(
  role: Role = 'user',
  overrides: { name?: string; email?: string; phone?: string; address?: string } = {},
): Promise<TestUser> {
  const db = await getDb();
  cachedHash ??= hashPassword(PASSWORD);
  const email = overrides.email ?? uniqueEmail(role);
  const name = overrides.name ?? `Test ${role[0].toUpperCase()}${role.slice(1)}`;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await cachedHash,
      role,
      phone: overrides.phone ?? '9876543210',
      address: overrides.address ?? 'Test Street, Kanpur',
    })
    .returning({ id: users.id });
  const token = await issueApiToken(db, row.id, 'test');
  return { id: row.id, email, password: PASSWORD, name, role, token };
}
