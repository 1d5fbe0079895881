import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import type { TeamMemberUpdate } from '@/lib/domain/validation/auth';
import { recordAudit } from '@/lib/server/platform';
import { endAllAccess } from './web-sessions';
import { fail } from '@/lib/domain/errors';
import type { Caller } from './caller';
import { requireAdmin } from './guards';
import { emailTaken, emailTakenError, isUniqueViolation, storedPhoto, toWireUser, type UserRow, type WireUser } from './users';

export type TeamMember = WireUser & { status: UserRow['status'] };

const toTeamMember = (u: UserRow): TeamMember => ({ ...toWireUser(u), status: u.status });

// Team members are the managers; a removed one is disabled (not deleted) so that the orders, coupons and
// audit entries that reference them stay intact. Only admins see or change them.
const isMember = and(eq(users.role, 'manager'), eq(users.status, 'active'));

export async function listTeamMembers(caller: Caller): Promise<TeamMember[]> {
  requireAdmin(caller);
  const db = await getDb();
  const rows = await db.select().from(users).where(isMember).orderBy(asc(users.name), asc(users.id));
  return rows.map(toTeamMember);
}

async function findMember(id: number): Promise<UserRow> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isMember));
  if (!row) throw fail('team.not_found');
  return row;
}

export async function getTeamMember(caller: Caller, id: number): Promise<TeamMember> {
  requireAdmin(caller);
  return toTeamMember(await findMember(id));
}

/** Name, email, phone, address, photo; a role change (manager -> user) also revokes every token. */
export async function updateTeamMember(caller: Caller, id: number, input: TeamMemberUpdate): Promise<TeamMember> {
  const admin = requireAdmin(caller);
  const before = await findMember(id);
  const db = await getDb();
  if (input.email && (await emailTaken(db, input.email, id))) throw emailTakenError();
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if ('phone' in input) changes.phone = input.phone ?? null;
  if ('address' in input) changes.address = input.address ?? null;
  if ('photo' in input) changes.photo = storedPhoto(input.photo);
  if (input.role !== undefined) changes.role = input.role;
  try {
    const after = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isMember))
        .returning();
      if (!row) throw fail('team.not_found');
      if (row.role !== before.role) await endAllAccess(tx, id);
      await recordAudit(tx, admin, {
        action: 'team_member.update',
        entityType: 'user',
        entityId: id,
        before: toTeamMember(before),
        after: toTeamMember(row),
        ip: admin.ip,
      });
      return row;
    });
    return toTeamMember(after);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

/** Removes a manager's access: disabled and every token revoked; their history stays. */
export async function removeTeamMember(caller: Caller, id: number): Promise<void> {
  const admin = requireAdmin(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: 'disabled', updatedAt: sql`now()` })
      .where(and(eq(users.id, id), isMember))
      .returning();
    if (!row) throw fail('team.not_found');
    await endAllAccess(tx, id);
    await recordAudit(tx, admin, {
      action: 'team_member.remove',
      entityType: 'user',
      entityId: id,
      before: { status: 'active' },
      after: { status: 'disabled' },
      ip: admin.ip,
    });
  });
}
