'use client';

import { useActionState } from 'react';
import { retryMailAction } from '@/lib/actions/mail-outbox';
import type { ActionResult } from '@/lib/domain/action-result';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResultText } from '@/components/backoffice/result-notice';

export function RetryButton({ id }: { id: number }) {
  const text = useResultText();
  // The outbox list comes fresh with the action's answer.
  const [result, retry] = useActionState(async (_previous: ActionResult | null) => retryMailAction(id), null);
  return (
    <form action={retry} className="inline-flex items-center gap-2">
      <SubmitButton variant="secondary" size="sm" pendingText="Retrying…">
        Retry
      </SubmitButton>
      {result && (
        <span role="status" className="text-xs text-gray-600">
          {text(result)}
        </span>
      )}
    </form>
  );
}
