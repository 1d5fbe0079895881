import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { users } from '@/db/schema';
import type { Role } from '@/lib/domain/roles';
import { profileSchema, type LoginInput, type RegisterInput } from '@/lib/domain/validation/auth';
import type { z } from '@/lib/domain/zod';
import type { WireUser } from '@/lib/domain/user';
import { hashPassword, verifyPassword } from '@/lib/crypto';
import { issueApiToken } from './tokens';
import { recordAudit, absoluteUrl, appUrl, enforceRateLimit } from '@/lib/server/platform';
import { countSignInAttempt } from './sign-in-limits';
import { fail, invalid } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import type { Caller } from './caller';
import { requireSignedIn } from './guards';
import { issueConfirmation, type ConfirmSender } from './confirmation-links';
import { checkSecondFactor, needsTwoFactorSetup } from './two-factor';

export type UserRow = typeof users.$inferSelect;
export type { WireUser };

export function toWireUser(u: UserRow): WireUser {
  const [first = '', ...rest] = u.name.trim().split(/\s+/);
  return {
    id: u.id,
    name: u.name,
    first_name: first,
    last_name: rest.join(' '),
    email: u.email,
    phone: u.phone,
    address: u.address,
    landmark: u.landmark,
    city: u.city,
    state: u.state,
    postal_code: u.postalCode,
    photo: u.photo ? absoluteUrl(u.photo) : null,
    role: u.role,
    created_at: u.createdAt.toISOString(),
    email_verified: u.emailVerifiedAt !== null,
    two_factor: u.totpSecret !== null,
  };
}

/** Our own file URLs are stored as paths, so a change of APP_URL does not break them. */
export function storedPhoto(photo: string | undefined | null): string | null {
  if (!photo) return null;
  const own = `${appUrl()}/api/files/`;
  return photo.startsWith(own) ? photo.slice(appUrl().length) : photo;
}

async function findActiveUser(id: number, db?: DbOrTx): Promise<UserRow | null> {
  const conn = db ?? (await getDb());
  const [row] = await conn
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row ?? null;
}

/** 422 on `email`: the address belongs to another account. */
export const emailTakenError = () => invalid({ email: [{ code: 'field.taken', params: { label: 'email' } }] });

export async function emailTaken(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})${exceptId ? sql` and ${users.id} <> ${exceptId}` : sql``}`);
  return !!row;
}

export const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

const REGISTER_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/**
 * Creates an account. Self-registration always yields role user, whatever the body says; only a signed-in
 * admin may create a manager (a team member), and that never touches the admin's own session or token.
 */
export async function registerUser(
  caller: Caller,
  input: RegisterInput,
  confirm?: ConfirmSender,
): Promise<{ user: UserRow; byAdmin: boolean }> {
  const byAdmin = caller.kind === 'user' && caller.role === 'admin';
  let role: Role = 'user';
  if (byAdmin && input.role !== undefined && input.role !== null && input.role !== '') {
    if (input.role !== 'manager' && input.role !== 'user') throw invalid({ role: [{ code: 'team.created_as_manager' }] });
    role = input.role;
  }
  if (!byAdmin) {
    await enforceRateLimit(`register:ip:${caller.ip ?? 'unknown'}`, REGISTER_LIMIT, 'rate.registrations');
  }
  const db = await getDb();
  if (await emailTaken(db, input.email)) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash,
          phone: input.phone ?? null,
          address: input.address ?? null,
          landmark: input.landmark ?? null,
          city: input.city ?? null,
          state: input.state ?? null,
          postalCode: input.postal_code ?? null,
          photo: storedPhoto(input.photo),
          role,
        })
        .returning();
      // The confirmation link is mailed with the account (the account shops before it is used).
      if (confirm) await issueConfirmation(tx, row, row.email, confirm);
      if (byAdmin && caller.kind === 'user') {
        await recordAudit(tx, caller, {
          action: 'team_member.create',
          entityType: 'user',
          entityId: row.id,
          after: toWireUser(row),
          ip: caller.ip,
        });
      }
      return row;
    });
    return { user, byAdmin };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password against a dummy hash: an unknown address takes as long as a known one. */
async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-real-password')));
  return false;
}

/**
 * Checks email and password; one generic message for every kind of failure (no account enumeration). The
 * attempt is counted before the password is checked (sign-in-limits.ts).
 */
export async function authenticate(caller: Caller, input: LoginInput): Promise<UserRow> {
  const attempt = await countSignInAttempt(input.email, caller.ip);
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyNothing(input.password);
  if (!user || !valid || user.status !== 'active') {
    await attempt.failed();
    throw fail('auth.invalid_credentials');
  }
  // With two-factor sign-in on, the password alone proves nothing: a missing code gives the attempt back (the
  // form asks for it next), a wrong one counts like a wrong password. A recovery code works in its place.
  const second = await checkSecondFactor(db, user, input.otp);
  if (second === 'missing') {
    await attempt.answered();
    throw invalid({ otp: [{ code: 'account.otp_required' }] }, 'auth.otp_required');
  }
  if (second === 'wrong') {
    await attempt.failed();
    throw invalid({ otp: [{ code: 'account.otp_invalid' }] }, 'auth.otp_invalid');
  }
  await attempt.succeeded();
  return user;
}

/**
 * POST /api/login: a new bearer token for the /api client. With STAFF_TWO_FACTOR=required, an admin or manager
 * without two-factor sign-in gets none (403) until they set it up on the site.
 */
export async function loginWithToken(caller: Caller, input: LoginInput): Promise<{ user: UserRow; token: string }> {
  const user = await authenticate(caller, input);
  if (needsTwoFactorSetup(user)) throw fail('auth.two_factor_setup_required');
  const token = await issueApiToken(await getDb(), user.id, 'login');
  return { user, token };
}

/**
 * POST /api/register: the account, and a bearer token when it is a self-registration. An admin adding a
 * team member gets none: nothing may replace the admin's own session.
 */
export async function registerWithToken(
  caller: Caller,
  input: RegisterInput,
  confirm?: ConfirmSender,
): Promise<{ user: UserRow; byAdmin: boolean; token: string | null }> {
  const { user, byAdmin } = await registerUser(caller, input, confirm);
  return { user, byAdmin, token: byAdmin ? null : await issueApiToken(await getDb(), user.id, 'register') };
}

/** The caller's own account, re-read (null when it was disabled meanwhile). */
export async function myAccount(caller: Caller): Promise<UserRow | null> {
  return findActiveUser(requireSignedIn(caller).userId);
}

/**
 * The profile page's edit: the caller's own name, phone, address and photo (email and role are not the
 * user's to change here). An emptied phone, address or photo is removed.
 */
/** The postal fields the edit names (a client that sends none keeps them; an emptied one is removed). */
function postalChanges(input: unknown, data: z.output<typeof profileSchema>) {
  const named = (key: string) => typeof input === 'object' && input !== null && key in input;
  return {
    ...(named('landmark') && { landmark: data.landmark ?? null }),
    ...(named('city') && { city: data.city ?? null }),
    ...(named('state') && { state: data.state ?? null }),
    ...(named('postal_code') && { postalCode: data.postal_code ?? null }),
  };
}

export async function updateMyProfile(caller: Caller, input: unknown): Promise<UserRow> {
  const me = requireSignedIn(caller);
  const data = parseOrRefuse(profileSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await findActiveUser(me.userId, tx);
    if (!before) throw fail('account.not_found');
    const [row] = await tx
      .update(users)
      .set({
        name: data.name,
        phone: data.phone ?? null,
        address: data.address ?? null,
        ...postalChanges(input, data),
        photo: storedPhoto(data.photo),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, me.userId))
      .returning();
    await recordAudit(tx, me, {
      action: 'account.profile_update',
      entityType: 'user',
      entityId: me.userId,
      before: toWireUser(before),
      after: toWireUser(row),
      ip: me.ip,
    });
    return row;
  });
}
