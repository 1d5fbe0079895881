import 'server-only';
import type { Role } from '@/lib/domain/roles';
import { callerFromBearerToken, callerFromSessionCookie } from '@/lib/server/accounts';

export type SignedInCaller = {
  kind: 'user';
  userId: number;
  role: Role;
  name: string;
  email: string;
  /** How the caller proved who they are: a bearer token (tokenId set) or the site's session cookie. */
  via: 'token' | 'session';
  tokenId?: number;
};
export type Caller = { kind: 'guest' } | SignedInCaller;

export const GUEST: Caller = { kind: 'guest' };

/** Who is calling: the bearer token wins over the session cookie; neither means a guest. */
export async function resolveCaller(req: Request): Promise<Caller> {
  return (await callerFromBearerToken(req)) ?? (await callerFromSessionCookie(req)) ?? GUEST;
}
