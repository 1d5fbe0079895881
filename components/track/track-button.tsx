'use client';

import { SubmitButton } from '@/components/ui/submit-button';

/** Track, reading "Tracking…" while the lookup runs (with JavaScript; without it the browser shows the load). */
export function TrackButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  return (
    <SubmitButton size="md" keepFocus pendingText={pendingLabel}>
      {label}
    </SubmitButton>
  );
}
