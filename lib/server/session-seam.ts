import 'server-only';
import type { SignedInCaller } from '@/lib/server/http/caller';

/**
 * SEAM: the signed-in visitor of a page (cart, checkout, success). Returns null until the accounts work
 * (Auth.js sessions, lib/server/auth/session.ts `currentCaller()`) is merged; then this forwards to it.
 */
export async function pageCaller(): Promise<SignedInCaller | null> {
  return null;
}
