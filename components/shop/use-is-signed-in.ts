'use client';

import { useSession } from '@/components/site/session-provider';

/** Whether the visitor is signed in (false while the session is still loading). */
export function useIsSignedIn(): boolean {
  return useSession().status === 'authenticated';
}
