import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { passwordResets, users } from '@/db/schema';
import { invalid } from '@/lib/domain/errors';
import type { ForgotPasswordInput, ResetPasswordInput } from '@/lib/domain/validation/auth';
import { hashPassword } from '@/lib/crypto';
import { admitLinkRequest, enforceRateLimit, hashLinkToken, newLinkToken, recordAudit, SIGN_IN_LINK_LIMITS } from '@/lib/server/platform';
import type { Caller } from './caller';
import { forgetAccountFailures } from './sign-in-limits';
import { issueApiToken } from './tokens';
import type { UserRow } from './users';
import { endAllAccess } from './web-sessions';
import { needsTwoFactorSetup } from './two-factor';

// A forgotten password is reset through a link mailed to the account's address: 32 random bytes, of which
// only the SHA-256 is stored, good once and for 30 minutes. Asking answers the same whether or not the
// address has an account (and for a disabled one, which gets no mail), so nobody learns who has one. The
// mail itself is written by lib/server/recovery (mail sits above accounts), in this transaction.

const LINK_MINUTES = 30;
/** Reset attempts from one client address (a token cannot be guessed; this bounds the hashing work). */
const RESETS_PER_IP = { limit: 30, windowSeconds: 60 * 60 };

/** A link to mail: whom to, and the token (only its hash is kept). */
export type ResetLink = { name: string; email: string; token: string };

/**
 * "Forgot password": when `email` has an active account (and its mails this hour are not used up), stores a
 * new link and hands it to `send`, in the same transaction, so the mail exists exactly when the link does.
 * Answers whether a link was made (the caller answers the same either way).
 */
export async function startPasswordReset(
  caller: Caller,
  input: ForgotPasswordInput,
  send: (tx: DbOrTx, link: ResetLink) => Promise<void>,
): Promise<boolean> {
  const email = input.email.toLowerCase();
  const request = await admitLinkRequest('reset', { email, ip: caller.ip }, SIGN_IN_LINK_LIMITS, 'rate.password_resets');
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user || user.status !== 'active') return false;
  if (!(await request.mayMail())) return false;

  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => ${LINK_MINUTES})`,
      ip: caller.ip,
    });
    await send(tx, { name: user.name, email: user.email, token });
  });
  return true;
}

/**
 * Sets a new password with a mailed token: the token is used up in the same statement that accepts it (so
 * two requests with one token cannot both succeed), every other link of the account ends, and so does every
 * session and bearer token. The caller signs in afresh (the site with the new password, /api with a token).
 */
export async function resetPassword(caller: Caller, input: ResetPasswordInput): Promise<UserRow> {
  await enforceRateLimit(`reset:use:${caller.ip ?? 'unknown'}`, RESETS_PER_IP, 'rate.password_resets');
  const refused = () => invalid({ token: [{ code: 'account.reset_link_invalid' }] });
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashLinkToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!link) throw refused();
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.status, 'active')))
      .returning();
    // A disabled account gets nothing; throwing rolls the token's use back, which changes nothing for it.
    if (!row) throw refused();
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, row.id), isNull(passwordResets.usedAt)));
    await endAllAccess(tx, row.id);
    await recordAudit(
      tx,
      { userId: row.id, role: row.role },
      { action: 'account.password_reset', entityType: 'user', entityId: row.id, ip: caller.ip },
    );
    return row;
  });
  await forgetAccountFailures(user.email, caller.ip);
  return user;
}

/**
 * POST /api/reset-password: the new password, and a bearer token as POST /api/login answers, unless the account
 * has two-factor sign-in (or is staff that must set it up): a mailed link never stands in for the second factor,
 * so that account signs in afresh with its code (token null).
 */
export async function resetPasswordWithToken(caller: Caller, input: ResetPasswordInput): Promise<{ user: UserRow; token: string | null }> {
  const user = await resetPassword(caller, input);
  if (user.totpSecret || needsTwoFactorSetup(user)) return { user, token: null };
  return { user, token: await issueApiToken(await getDb(), user.id, 'password-reset') };
}
