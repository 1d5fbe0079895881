'use client';

import { Button } from '@/components/ui/button';
import { useState, useTransition } from 'react';
import { retryMailAction } from '@/lib/actions/mail-outbox';
import { useResultText } from '@/components/backoffice/result-notice';

export function RetryButton({ id }: { id: number }) {
  const [pending, start] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const text = useResultText();
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        onClick={() =>
          start(async () => {
            const r = await retryMailAction(id);
            setMessage(text(r)); // the outbox list comes fresh with the action's answer
          })
        }
      >
        {pending ? 'Retrying…' : 'Retry'}
      </Button>
      {message && (
        <span role="status" className="text-xs text-gray-600">
          {message}
        </span>
      )}
    </span>
  );
}
