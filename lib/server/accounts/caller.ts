import 'server-only';
import type { Role } from '@/lib/domain/roles';

/**
 * Who is calling the data layer: every exported data function takes one of these first and checks it
 * itself (accounts/guards.ts). `ip` is where the request came from, for rate limits and the audit log.
 */
export type SignedInCaller = {
  kind: 'user';
  userId: number;
  role: Role;
  name: string;
  email: string;
  /** How the caller proved who they are: a bearer token (tokenId set) or the site's session cookie. */
  via: 'token' | 'session';
  tokenId?: number;
  /** The server-side session row behind the site's cookie (accounts/web-sessions.ts). */
  sessionId?: string;
  ip: string | null;
  /** A member of staff who must set up two-factor sign-in first (STAFF_TWO_FACTOR=required): no staff access. */
  twoFactorSetupNeeded?: true;
};
export type GuestCaller = { kind: 'guest'; ip: string | null };

/**
 * A caller without a user: a payment gateway's callback or webhook (authenticated by its signature, not by
 * a session) or the reconciliation job. Only those entry points construct one (accounts/system-caller.ts,
 * whose import ESLint restricts); the brand keeps a plain object literal from passing for one.
 */
declare const systemBrand: unique symbol;
export type SystemSource =
  | 'easebuzz-callback'
  | 'easebuzz-webhook'
  | 'razorpay-webhook'
  | 'reconcile-job'
  | 'mail-sweep'
  | 'pan-seal'
  | 'statements-job'
  | 'purge-job';
export type SystemCaller = { kind: 'system'; source: SystemSource; ip: null; readonly [systemBrand]: true };

export type Caller = GuestCaller | SignedInCaller | SystemCaller;

export function guestCaller(ip: string | null = null): GuestCaller {
  return { kind: 'guest', ip };
}
