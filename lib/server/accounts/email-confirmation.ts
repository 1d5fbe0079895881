import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { hashToken, issueConfirmation, type ConfirmSender } from './confirmation-links';
import { emailConfirmations, users } from '@/db/schema';
import { invalid } from '@/lib/domain/errors';
import type { EmailChangeInput } from '@/lib/domain/validation/auth';
import { enforceRateLimit, recordAudit } from '@/lib/server/platform';
import type { Caller } from './caller';
import { requireSignedIn } from './guards';
import { reauthenticate } from './reauth';
import { emailTaken, emailTakenError, isUniqueViolation, type UserRow } from './users';

export type { ConfirmSender } from './confirmation-links';
/** After a change of address: the old address is told where the account went. */
export type ChangeNotice = { name: string; oldEmail: string; newEmail: string };

// An address is confirmed by a link mailed to it: after registration (the account shops meanwhile), and
// before a change of address takes effect (the account keeps its old address until the new one confirms;
// the old one is then told). Tokens are 32 random bytes, stored as SHA-256 only, good once and for 48 hours.
// The mails are written by lib/server/recovery (mail sits above accounts), inside the link's transaction.

/** Confirmation mails one account may ask for (resends and changes of address). */
const MAILS_PER_ACCOUNT = { limit: 5, windowSeconds: 60 * 60 };

/** "Send the link again" on the profile: nothing to send when the address is already confirmed. */
export async function resendConfirmation(caller: Caller, send: ConfirmSender): Promise<boolean> {
  const me = requireSignedIn(caller);
  await enforceRateLimit(`confirm:user:${me.userId}`, MAILS_PER_ACCOUNT, 'rate.confirmations');
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, me.userId), eq(users.status, 'active')));
  if (!user || user.emailVerifiedAt) return false;
  await db.transaction((tx) => issueConfirmation(tx, user, user.email, send));
  return true;
}

/**
 * Asks to move the account to another address: the password (and the code when set) first; the account keeps
 * its address until the link mailed to the new one is used.
 */
export async function startEmailChange(caller: Caller, input: EmailChangeInput, send: ConfirmSender): Promise<void> {
  const me = requireSignedIn(caller);
  const user = await reauthenticate(me, input);
  if (input.email === user.email.toLowerCase()) throw invalid({ email: [{ code: 'account.email_unchanged' }] });
  await enforceRateLimit(`confirm:user:${me.userId}`, MAILS_PER_ACCOUNT, 'rate.confirmations');
  const db = await getDb();
  if (await emailTaken(db, input.email, me.userId)) throw emailTakenError();
  await db.transaction(async (tx) => {
    await issueConfirmation(tx, user, input.email, send);
    await recordAudit(tx, me, { action: 'account.email_change_requested', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
}

/**
 * Uses a mailed link: the address is confirmed, or the account moves to the new address (and `tell` writes to
 * the old one, in the same transaction). The token is used up in the statement that accepts it.
 */
export async function confirmEmail(
  caller: Caller,
  input: { token: string },
  tell: (tx: DbOrTx, notice: ChangeNotice) => Promise<void>,
): Promise<UserRow> {
  const refused = () => invalid({ token: [{ code: 'account.confirm_link_invalid' }] });
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .update(emailConfirmations)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailConfirmations.tokenHash, hashToken(input.token)),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
      if (!link) throw refused();
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, link.userId), eq(users.status, 'active')));
      if (!before) throw refused();
      const change = link.email.toLowerCase() !== before.email.toLowerCase();
      if (change && (await emailTaken(tx, link.email, before.id))) throw emailTakenError();
      const [row] = await tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, before.id))
        .returning();
      // Any other open link of the account (an older resend, another address asked for) ends with this one.
      await tx
        .update(emailConfirmations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailConfirmations.userId, row.id), isNull(emailConfirmations.usedAt)));
      if (change) {
        await tell(tx, { name: row.name, oldEmail: before.email, newEmail: row.email });
        await recordAudit(
          tx,
          { userId: row.id, role: row.role },
          { action: 'account.email_changed', entityType: 'user', entityId: row.id, ip: caller.ip },
        );
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
}
