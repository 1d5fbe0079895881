'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML (which must also work without JavaScript), true once the browser runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
