'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { WireUser } from '@/lib/domain/user';
import { logoutAction, signOutEverywhereAction } from '@/lib/actions/auth';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
type SessionValue = {
  status: SessionStatus;
  user: WireUser | null;
  /** Re-reads the signed-in user (after sign-in, or a profile change). */
  refresh: () => Promise<void>;
  /** Ends the session; the browser forgets the user even when the server call fails. */
  /** everywhere: end every session and API token of the account, not only this browser's. */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>;
};

/** Fired on window when the visitor signs out, so browser-side state (the cart) can empty itself. */
export const SIGNED_OUT_EVENT = 'foundation:signed-out';

const SessionContext = createContext<SessionValue | null>(null);

async function fetchUser(): Promise<WireUser | null> {
  const res = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: { user?: WireUser | null } };
  return body.data?.user ?? null;
}

/**
 * The session is read in the browser (GET /api/session), so the public pages around it stay static and
 * cacheable; a placeholder shows while it loads.
 */
export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<{ status: SessionStatus; user: WireUser | null }>({ status: 'loading', user: null });

  const refresh = useCallback(async () => {
    try {
      const user = await fetchUser();
      setState({ status: user ? 'authenticated' : 'unauthenticated', user });
    } catch {
      // A failed check leaves the visitor signed out, quietly.
      setState({ status: 'unauthenticated', user: null });
    }
  }, []);

  const signOut = useCallback(async (options?: { everywhere?: boolean }) => {
    try {
      await (options?.everywhere ? signOutEverywhereAction() : logoutAction());
    } catch {
      // The browser forgets the session anyway.
    }
    setState({ status: 'unauthenticated', user: null });
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  }, []);

  useEffect(() => {
    let live = true;
    fetchUser()
      .then((user) => live && setState({ status: user ? 'authenticated' : 'unauthenticated', user }))
      .catch(() => live && setState({ status: 'unauthenticated', user: null }));
    return () => {
      live = false;
    };
  }, []);

  const value = useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() outside <SessionProvider>');
  return value;
}
