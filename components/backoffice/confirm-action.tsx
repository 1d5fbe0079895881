'use client';

import { useActionState, useState } from 'react';
import type { ActionResult } from '@/lib/domain/action-result';
import { Button, type ButtonLook } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResultText } from './result-notice';

type Result = ActionResult<unknown>;
type Run = { action: () => Promise<Result>; onDone?: (result: Result) => void; close: () => void };

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
  return (
    <>
      <Button {...look} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={question}>
        <ConfirmForm confirmLabel={confirmLabel} action={action} onDone={onDone} close={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** The dialog's form: mounted with each opening, so an earlier refusal is not shown again. */
function ConfirmForm({ confirmLabel, action, onDone, close }: Run & { confirmLabel: string }) {
  const text = useResultText();
  const [result, confirm] = useActionState(async (_previous: Result | null) => {
    const answer = await action();
    if (answer.ok) close();
    onDone?.(answer);
    return answer;
  }, null);
  return (
    <form action={confirm}>
      {result && !result.ok && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {text(result)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        {/* keepFocus: disabling the pressed button drops focus to the page body. */}
        <SubmitButton variant="danger" size="md" keepFocus pendingText="Working…">
          {confirmLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
