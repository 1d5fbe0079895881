'use client';

import { Button, type ButtonLook } from '@/components/ui/button';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { Dialog } from '@/components/ui/dialog';
import { useResultText } from './result-notice';

type Result = ActionResult<unknown>;

/** A button that asks for confirmation, then runs a server action and reports its message. */
export function ConfirmAction({
  label,
  title,
  question,
  confirmLabel = 'Delete',
  action,
  onDone,
  look = { variant: 'secondary', size: 'sm' },
  disabled,
}: {
  label: React.ReactNode;
  title: string;
  question: string;
  confirmLabel?: string;
  action: () => Promise<Result>;
  onDone?: (result: Result) => void;
  /** The opening button's look (default: a small row button). */
  look?: ButtonLook;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const text = useResultText();
  const run = () =>
    start(async () => {
      const result = await action();
      if (result.ok) setOpen(false);
      else setError(text(result));
      onDone?.(result);
    });
  return (
    <>
      <Button
        {...look}
        disabled={disabled}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={question}>
        {error && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          {/* Not disabled while working: disabling the pressed button drops focus to the page body. */}
          <Button variant="danger" aria-disabled={pending || undefined} onClick={() => !pending && run()}>
            {pending ? 'Working…' : confirmLabel}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
