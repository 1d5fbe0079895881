'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/components/site/session-provider';

const REDIRECT_AFTER_AUTH_MS = 1500;

/** How long the success message shows: the spec's 1.5 s on the way home, none on the way back to a page. */
const delayFor = (next: string) => (next === '/' ? REDIRECT_AFTER_AUTH_MS : 0);

/**
 * After a successful sign-in: the navigation bar learns at once, then the visitor goes back to the page
 * that sent them to /auth (`next`, already validated by the page as same-site), or home.
 */
export function useAuthSuccess(succeeded: boolean, next: string) {
  const router = useRouter();
  const { refresh } = useSession();
  useEffect(() => {
    if (!succeeded) return;
    void refresh();
    const timer = setTimeout(() => {
      router.replace(next);
      // Kept: the session changed after the action answered and we leave for another page, which the
      // action's refresh (of the page it ran on) does not cover.
      router.refresh();
    }, delayFor(next));
    return () => clearTimeout(timer);
  }, [succeeded, refresh, router, next]);
}

/** Without JavaScript the same redirect happens through a refresh header. */
export function NoScriptRedirect({ next }: { next: string }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${delayFor(next) / 1000};url=${next}`} />
    </noscript>
  );
}
