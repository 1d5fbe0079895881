'use client';

/**
 * TODO(accounts): replace with the real session check (e.g. useSession() from next-auth/react, or a
 * prop from the server). Until accounts land every visitor is treated as signed out.
 */
export function useIsSignedIn(): boolean {
  return false;
}
