'use client';

import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { Modal } from './modal';
import { BTN } from './ui';
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
  buttonClass = BTN.small,
  disabled,
}: {
  label: React.ReactNode;
  title: string;
  question: string;
  confirmLabel?: string;
  action: () => Promise<Result>;
  onDone?: (result: Result) => void;
  buttonClass?: string;
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
      <button
        type="button"
        className={buttonClass}
        disabled={disabled}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title} description={question}>
        {error && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={BTN.secondary} onClick={() => setOpen(false)}>
            Cancel
          </button>
          {/* Not disabled while working: disabling the pressed button drops focus to the page body. */}
          <button type="button" className={BTN.danger} aria-disabled={pending || undefined} onClick={() => !pending && run()}>
            {pending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </Modal>
    </>
  );
}
