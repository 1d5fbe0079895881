'use client';

import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { logoutAction } from '@/lib/actions/auth';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * Logout in the panel's header: ends this browser's session (the existing sign-out action) and leaves the
 * panel for the sign-in page; the router.refresh() drops the panel's pages from the router's cache (kept: the
 * action cannot refresh the page it leaves for, and re-rendering the panel it ran on would only redirect).
 */
export function SignOutButton() {
  const router = useRouter();
  const [, signOut] = useActionState(async () => {
    await logoutAction();
    router.replace('/auth');
    router.refresh();
    return null;
  }, null);
  return (
    <form action={signOut}>
      <SubmitButton variant="secondary" size="sm" pendingText="Signing out…">
        Logout
      </SubmitButton>
    </form>
  );
}
