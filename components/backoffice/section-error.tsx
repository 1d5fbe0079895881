'use client';

import { buttonClass } from '@/components/ui/button';
import { useEffect } from 'react';

/**
 * What a back-office section shows when loading it failed: the spec's message for that section and Try
 * Again, which loads the section again from the server; the panel's menu and header stay usable.
 */
export function SectionError({ message, error, retry }: { message: string; error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('[back-office] section failed', error.digest ?? error.message);
  }, [error]);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      {error.digest && <p className="mt-1 text-xs text-red-700">Reference: {error.digest}</p>}
      <button type="button" className={`${buttonClass()} mt-4`} onClick={() => retry()}>
        Try Again
      </button>
    </div>
  );
}
