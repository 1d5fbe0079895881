import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { users } from '@/db/schema';
import { invalid } from '@/lib/domain/errors';
import { verifyPassword } from '@/lib/crypto';
import type { SignedInCaller } from './caller';
import { countSignInAttempt } from './sign-in-limits';
import { checkSecondFactor } from './two-factor';
import type { UserRow } from './users';

/** What a signed-in person gives again before a change that matters: the password, and the code when set. */
export type Reauthentication = { password: string; otp?: string | null };

/**
 * Re-authentication (issue 35, item 4) before changing the e-mail address, the password, two-factor settings
 * or erasing the account: a stolen session alone changes none of them. Wrong passwords and wrong codes count
 * toward the account's sign-in limit. `passwordField` names the field a wrong password is refused on.
 */
export async function reauthenticate(
  me: SignedInCaller,
  proof: Reauthentication,
  passwordField: 'password' | 'current_password' = 'password',
): Promise<UserRow> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, me.userId), eq(users.status, 'active')));
  const attempt = await countSignInAttempt(me.email, me.ip);
  if (!user || !(await verifyPassword(proof.password, user.passwordHash))) {
    await attempt.failed();
    throw invalid({ [passwordField]: [{ code: 'account.wrong_current_password' }] });
  }
  const second = await checkSecondFactor(db, user, proof.otp);
  if (second === 'missing') {
    await attempt.answered();
    throw invalid({ otp: [{ code: 'account.otp_required' }] });
  }
  if (second === 'wrong') {
    await attempt.failed();
    throw invalid({ otp: [{ code: 'account.otp_invalid' }] });
  }
  await attempt.succeeded();
  return user;
}
