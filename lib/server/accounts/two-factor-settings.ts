import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { recoveryCodes, totpEnrolments, users } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { invalid } from '@/lib/domain/errors';
import type { ReauthInput } from '@/lib/domain/validation/auth';
import { recordAudit } from '@/lib/server/platform';
import type { Caller } from './caller';
import { requireSignedIn } from './guards';
import { qrDrawing, qrSvg, type QrDrawing } from './qr-svg';
import { reauthenticate } from './reauth';
import { countSignInAttempt } from './sign-in-limits';
import { matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './totp';
import { openEnrolment, storeEnrolment } from './two-factor';
import { endAllAccess } from './web-sessions';

// Turning two-factor sign-in on and off from the profile (and /api/me/two-factor). On: the password first,
// then a new secret (QR code and key), which counts only once its first code is entered; then ten recovery
// codes, shown once and stored hashed. Off: the password and a code. Either change ends the account's other
// sessions and bearer tokens.

export type TwoFactorStart = { secret: string; otpauth_url: string; qr: QrDrawing; qr_svg: string };

/** Step 1: a new secret for the authenticator app (nothing changes until its first code confirms it). */
export async function beginTwoFactor(caller: Caller, input: ReauthInput): Promise<TwoFactorStart> {
  const me = requireSignedIn(caller);
  const user = await reauthenticate(me, input);
  if (user.totpSecret) throw invalid({ password: [{ code: 'account.two_factor_already_on' }] });
  const secret = newTotpSecret();
  await storeEnrolment(await getDb(), me.userId, secret);
  const uri = otpauthUri(secret, user.email, foundation.name);
  const qr = qrDrawing(uri);
  return { secret, otpauth_url: uri, qr, qr_svg: qrSvg(qr) };
}

/** Step 2: the first code turns it on; the answer is the ten recovery codes, never shown again. */
export async function confirmTwoFactor(caller: Caller, input: { otp: string }): Promise<string[]> {
  const me = requireSignedIn(caller);
  const db = await getDb();
  const enrolment = await openEnrolment(db, me.userId);
  if (!enrolment) throw invalid({ otp: [{ code: 'account.two_factor_not_started' }] });
  // A wrong first code is a guess like a wrong sign-in: it counts toward the same limit.
  const attempt = await countSignInAttempt(me.email, me.ip);
  const step = matchTotp(enrolment.secret, input.otp);
  if (step === null) {
    await attempt.failed();
    throw invalid({ otp: [{ code: 'account.otp_invalid' }] });
  }
  await attempt.succeeded();
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [on] = await tx
      .update(users)
      .set({ totpSecret: enrolment.sealed, totpLastStep: step, updatedAt: sql`now()` })
      .where(and(eq(users.id, me.userId), isNull(users.totpSecret)))
      .returning({ id: users.id });
    if (!on) throw invalid({ otp: [{ code: 'account.two_factor_already_on' }] });
    await tx.delete(totpEnrolments).where(eq(totpEnrolments.userId, me.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId: me.userId, codeHash: recoveryCodeHash(code) })));
    await endAllAccess(tx, me.userId, { sessionId: me.sessionId, tokenId: me.tokenId });
    await recordAudit(tx, me, { action: 'account.two_factor_on', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
  return codes;
}

/** Off: the password and a current code (or a recovery code). */
export async function disableTwoFactor(caller: Caller, input: ReauthInput): Promise<void> {
  const me = requireSignedIn(caller);
  const user = await reauthenticate(me, input);
  if (!user.totpSecret) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(users.id, me.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.userId));
    await endAllAccess(tx, me.userId, { sessionId: me.sessionId, tokenId: me.tokenId });
    await recordAudit(tx, me, { action: 'account.two_factor_off', entityType: 'user', entityId: me.userId, ip: me.ip });
  });
}
