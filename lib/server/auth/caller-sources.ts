import 'server-only';
import type { SignedInCaller } from '@/lib/server/http/caller';
import { bearerToken, callerForToken } from './tokens';

/** A bearer token that is present but unknown or revoked makes the caller a guest (handlers answer 401). */
export async function callerFromBearerToken(req: Request): Promise<SignedInCaller | null> {
  const token = bearerToken(req);
  return token ? callerForToken(token) : null;
}

// Placeholder until the accounts work lands: the Auth.js session cookie. It must re-read the user from the
// database (role and status can change) and is subject to the cross-origin write guard in http/handler.ts.
export async function callerFromSessionCookie(_req: Request): Promise<SignedInCaller | null> {
  return null;
}
