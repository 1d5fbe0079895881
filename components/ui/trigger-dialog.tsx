'use client';

import { cloneElement, useRef, useState } from 'react';
import { lazyModal } from './lazy-modal';

const Modal = lazyModal(() => import('./trigger-dialog-modal').then((m) => m.TriggerDialogModal));

type TriggerProps = {
  ref?: React.Ref<HTMLElement>;
  onClick?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * A self-contained modal opened by its own trigger (a button element): focus trap, Escape, backdrop click,
 * an X button and a bottom close button; focus returns to the trigger. For a modal whose state the caller
 * holds, use ./dialog.
 */
export function TriggerDialog({
  trigger,
  title,
  children,
  closeLabel = 'Close',
}: {
  trigger: React.ReactElement<TriggerProps>;
  title: string;
  children: React.ReactNode;
  closeLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        onClick: () => setOpen(true),
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      })}
      <Modal open={open} onOpenChange={setOpen} trigger={triggerRef} title={title} closeLabel={closeLabel}>
        {children}
      </Modal>
    </>
  );
}
