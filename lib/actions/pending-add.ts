import 'server-only';
import { cookies } from 'next/headers';
import type { ContentLocale } from '@/lib/domain/localized';
import { addToCartSchema } from '@/lib/domain/validation/cart';
import { currentCaller } from '@/lib/server/accounts/session';
import { claimPendingAdd, PENDING_ADD_COOKIE, PENDING_ADD_SECONDS, pendingAddValue, type PendingAddOutcome } from '@/lib/server/cart';
import { absoluteUrl } from '@/lib/server/platform';

// The cookie side of the pending add (lib/server/cart/pending-add.ts): set by the add action when it answers
// "please log in", claimed by the sign-in and registration actions once the session has started.

/** Keeps a signed-out visitor's add for after sign-in, when it is a valid add (product id and quantity only). */
export async function rememberPendingAdd(input: unknown): Promise<void> {
  const parsed = addToCartSchema.safeParse(input);
  if (!parsed.success) return;
  (await cookies()).set(PENDING_ADD_COOKIE, pendingAddValue(parsed.data), {
    httpOnly: true,
    sameSite: 'lax',
    secure: absoluteUrl('/').startsWith('https://'),
    path: '/',
    maxAge: PENDING_ADD_SECONDS,
  });
}

/**
 * Right after a session started in this action: the kept add, claimed once (the cookie goes whatever
 * happens). An action's cookies() already holds the new session cookie, so the caller is the new account.
 */
export async function claimPendingAddAfterSignIn(locale: ContentLocale): Promise<PendingAddOutcome | null> {
  const jar = await cookies();
  const value = jar.get(PENDING_ADD_COOKIE)?.value;
  if (value === undefined) return null;
  jar.delete(PENDING_ADD_COOKIE);
  return claimPendingAdd(await currentCaller(), value, locale);
}
