'use client';

import { buttonClass } from '@/components/ui/button';
import { useFormStatus } from 'react-dom';

/** Track, reading "Tracking…" while the lookup runs (with JavaScript; without it the browser shows the load). */
export function TrackButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" aria-disabled={pending || undefined} className={buttonClass()}>
      {pending ? pendingLabel : label}
    </button>
  );
}
