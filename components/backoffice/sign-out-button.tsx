'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { logoutAction } from '@/lib/actions/auth';

/**
 * Logout in the panel's header: ends this browser's session (the existing sign-out action) and leaves the
 * panel for the sign-in page; the router.refresh() drops the panel's pages from the router's cache (kept: the
 * action cannot refresh the page it leaves for, and re-rendering the panel it ran on would only redirect).
 */
export function SignOutButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
      onClick={() =>
        start(async () => {
          await logoutAction();
          router.replace('/auth');
          router.refresh();
        })
      }
    >
      {pending ? 'Signing out…' : 'Logout'}
    </button>
  );
}
