'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '@/components/site/session-provider';

const REDIRECT_AFTER_AUTH_MS = 1500;

/** After a successful sign-in: the navigation bar learns at once, the visitor goes home 1.5 s later. */
export function useAuthSuccess(succeeded: boolean) {
  const router = useRouter();
  const { refresh } = useSession();
  useEffect(() => {
    if (!succeeded) return;
    void refresh();
    const timer = setTimeout(() => {
      router.push('/');
      router.refresh();
    }, REDIRECT_AFTER_AUTH_MS);
    return () => clearTimeout(timer);
  }, [succeeded, refresh, router]);
}

/** Without JavaScript the same redirect happens through a refresh header. */
export function NoScriptRedirect() {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_AUTH_MS / 1000};url=/`} />
    </noscript>
  );
}
