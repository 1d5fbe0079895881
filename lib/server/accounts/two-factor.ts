import 'server-only';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { recoveryCodes, totpEnrolments, users } from '@/db/schema';
import { isStaff, type Role } from '@/lib/domain/roles';
import { env, openSecret, sealSecret } from '@/lib/server/platform';
import { looksLikeTotp, matchTotp, recoveryCodeHash } from './totp';

// Two-factor sign-in's second proof. The TOTP secret is kept sealed under a key for its account (a copy of the
// table alone opens nothing); a code is taken once (its time step is recorded atomically, so a replay in its
// window is refused); a recovery code works once in its place.

const sealContext = (userId: number) => `totp|${userId}`;

export type SecondFactorUser = { id: number; totpSecret: string | null };

/** 'none': the account has no second factor; 'missing' / 'wrong': it has one and was not given it. */
export async function checkSecondFactor(
  db: DbOrTx,
  user: SecondFactorUser,
  otp: string | undefined | null,
): Promise<'none' | 'ok' | 'missing' | 'wrong'> {
  if (!user.totpSecret) return 'none';
  const code = otp?.trim() ?? '';
  if (!code) return 'missing';
  if (looksLikeTotp(code)) {
    const secret = openSecret(user.totpSecret, sealContext(user.id));
    const step = secret ? matchTotp(secret, code) : null;
    if (step === null) return 'wrong';
    // Taken once: only a later step than the last accepted one moves the mark.
    const [taken] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken ? 'ok' : 'wrong';
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used ? 'ok' : 'wrong';
}

/** STAFF_TWO_FACTOR, or its default: required in production on PostgreSQL, optional elsewhere. */
export function staffTwoFactorRequired(): boolean {
  const e = env();
  if (e.STAFF_TWO_FACTOR) return e.STAFF_TWO_FACTOR === 'required';
  return e.NODE_ENV === 'production' && !!e.DATABASE_URL;
}

/** An admin or manager who must set up two-factor sign-in before reaching the back-office or /api. */
export const needsTwoFactorSetup = (user: { role: Role; totpSecret: string | null }) =>
  staffTwoFactorRequired() && isStaff(user.role) && !user.totpSecret;

/** Keeps a begun set-up's secret sealed until its first code confirms it. */
export async function storeEnrolment(db: DbOrTx, userId: number, secret: string): Promise<void> {
  const sealed = sealSecret(secret, sealContext(userId));
  await db
    .insert(totpEnrolments)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({ target: totpEnrolments.userId, set: { secret: sealed, createdAt: sql`now()` } });
}

export async function openEnrolment(db: DbOrTx, userId: number): Promise<{ secret: string; sealed: string } | null> {
  const [row] = await db.select().from(totpEnrolments).where(eq(totpEnrolments.userId, userId));
  const secret = row ? openSecret(row.secret, sealContext(userId)) : null;
  return row && secret ? { secret, sealed: row.secret } : null;
}
