import 'server-only';
import { fail } from '@/lib/domain/errors';
import { clearRateLimit, hitRateLimit, refundRateLimit } from '@/lib/server/platform';

// Failed sign-ins are counted in Postgres (so limits hold across instances) per account *and* address,
// and per address. Neither can lock the owner out: someone failing elsewhere only slows down their own
// address, never the owner's. Failures on one account from many addresses are answered more and more
// slowly (a delay, not a lock), which blunts a distributed guess without refusing the right password.
//
// An attempt is counted before its password is checked, in one atomic upsert per counter, and given back
// when the password was right: a burst of concurrent guesses cannot all be checked against a count read
// before any of them was written (issue 35, item 7). Wrong current passwords in "change password" (and,
// wrong two-factor codes) are attempts of the same account.
const LOGIN_LIMITS = {
  ip: { limit: 10, windowSeconds: 15 * 60 },
  accountAtAddress: { limit: 5, windowSeconds: 15 * 60 },
  account: { slowAfter: 10, windowSeconds: 15 * 60, stepMs: 100, maxDelayMs: 2000 },
};
const accountRule = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: LOGIN_LIMITS.account.windowSeconds };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockedOut(resetAt: Date): never {
  const seconds = Math.max(1, (resetAt.getTime() - Date.now()) / 1000);
  throw fail('rate.login', { count: Math.ceil(seconds / 60), retry_after: Math.ceil(seconds) });
}

export type SignInAttempt = {
  /** The secret was right: the attempt is given back and the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays counted; many failures on the account are answered slowly. */
  failed(): Promise<void>;
  /** The password was right but a second factor is still to come: the attempt is given back, failures stay. */
  answered(): Promise<void>;
};

/**
 * Counts one attempt to prove who `email` is from `ip`, before anything is checked; throws `rate.login`
 * (429 with Retry-After) when this attempt is over a limit, so it is never checked.
 */
export async function countSignInAttempt(email: string, ip: string | null): Promise<SignInAttempt> {
  const address = ip ?? 'unknown';
  const account = email.toLowerCase();
  const ipKey = `login:ip:${address}`;
  const pairKey = `login:account-ip:${account}|${address}`;
  const accountKey = `login:account:${account}`;
  const [byIp, byPair, byAccount] = await Promise.all([
    hitRateLimit(ipKey, LOGIN_LIMITS.ip),
    hitRateLimit(pairKey, LOGIN_LIMITS.accountAtAddress),
    hitRateLimit(accountKey, accountRule),
  ]);
  if (!byIp.allowed) lockedOut(byIp.resetAt);
  if (!byPair.allowed) lockedOut(byPair.resetAt);
  return {
    async succeeded() {
      await Promise.all([refundRateLimit(ipKey, LOGIN_LIMITS.ip), clearRateLimit(pairKey), clearRateLimit(accountKey)]);
    },
    async answered() {
      await Promise.all([refundRateLimit(ipKey, LOGIN_LIMITS.ip), refundRateLimit(pairKey, LOGIN_LIMITS.accountAtAddress)]);
    },
    async failed() {
      const { slowAfter, stepMs, maxDelayMs } = LOGIN_LIMITS.account;
      if (byAccount.count > slowAfter) await sleep(Math.min(maxDelayMs, (byAccount.count - slowAfter) * stepMs));
    },
  };
}

/** A password reset proves the owner: the account's failures at this address, and its slow-down, are forgotten. */
export async function forgetAccountFailures(email: string, ip: string | null): Promise<void> {
  const account = email.toLowerCase();
  await Promise.all([clearRateLimit(`login:account-ip:${account}|${ip ?? 'unknown'}`), clearRateLimit(`login:account:${account}`)]);
}
