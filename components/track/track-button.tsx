'use client';

import { useFormStatus } from 'react-dom';

/** Track, reading "Tracking…" while the lookup runs (with JavaScript; without it the browser shows the load). */
export function TrackButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="rounded-full bg-brand-700 px-8 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:bg-gray-300"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
