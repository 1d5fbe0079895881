'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const clockYear = () => new Date().getFullYear();

/**
 * The footer's year. Pages are prerendered (some only at build), so the year they were rendered with can be
 * last year's: in the browser the reader's clock decides (the server's year is what hydration starts from).
 */
export function CopyrightYear({ rendered }: { rendered: number }) {
  return <>{useSyncExternalStore(noSubscription, clockYear, () => rendered)}</>;
}
