import 'server-only';
import type { SignedInCaller } from '@/lib/server/http/caller';

// Placeholders until the accounts work lands: bearer tokens (api_tokens table, SHA-256 lookup) and the
// Auth.js session cookie. Both must re-read the user from the database (role and status can change).

export async function callerFromBearerToken(_req: Request): Promise<SignedInCaller | null> {
  return null;
}

export async function callerFromSessionCookie(_req: Request): Promise<SignedInCaller | null> {
  return null;
}
