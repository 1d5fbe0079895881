'use client';

import { useActionState } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResultText } from '@/components/backoffice/result-notice';

/**
 * "Re-check 80G receipts": after a registration (a renewal) is entered, gifts it now covers that were receipted
 * without 80G get a replacement receipt. Safe to press again: a second run finds nothing left.
 */
export function ReissueReceiptsButton({ reissue }: { reissue: () => Promise<ActionResult> }) {
  const text = useResultText();
  const [result, run] = useActionState(async (_previous: ActionResult | null) => reissue(), null);
  return (
    <form action={run} className="flex max-w-md flex-col items-end gap-1">
      <SubmitButton
        variant="secondary"
        size="md"
        pendingText="Re-checking…"
        title="Issue replacement receipts with 80G for gifts a registration now covers"
      >
        Re-check 80G receipts
      </SubmitButton>
      {result && (
        <span role={result.ok ? 'status' : 'alert'} className={`text-right text-sm ${result.ok ? 'text-gray-700' : 'text-red-700'}`}>
          {text(result)}
        </span>
      )}
    </form>
  );
}
