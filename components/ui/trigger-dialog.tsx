'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { lazyModal } from './lazy-modal';
import { REPLAY_CLICK_AFTER_HYDRATION } from './queued-submit-script';
import { useReplayQueuedClick } from './use-replay-queued-click';

const Modal = lazyModal(() => import('./trigger-dialog-modal').then((m) => m.TriggerDialogModal));

/**
 * A self-contained modal opened by its own button: focus trap, Escape, backdrop click, an X button and a
 * bottom close button; focus returns to the button. For a modal whose state the caller holds, use ./dialog.
 *
 * The button is this component's own, not an element handed in and cloned: a server component's element
 * passed as a prop may reach the browser's (and the server render's) React as a lazy reference still
 * streaming in, and cloning that made an element with no type ("Element type is invalid … got: undefined",
 * a 500 on the product page whenever the page's payload happened to split there: issue 24).
 */
export function TriggerDialog({
  label,
  className,
  title,
  children,
  closeLabel,
}: {
  label: string;
  className?: string;
  title: string;
  children: React.ReactNode;
  closeLabel?: string;
}) {
  const t = useTranslations('site');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // A click before the page has hydrated opens the dialog once it has (on a slow phone it was lost).
  useReplayQueuedClick(
    triggerRef,
    useCallback(() => setOpen(true), []),
  );
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...{ [REPLAY_CLICK_AFTER_HYDRATION]: '' }}
      >
        {label}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        trigger={triggerRef}
        title={title}
        closeLabel={closeLabel ?? t('close')}
        closeDialogLabel={t('closeDialog')}
      >
        {children}
      </Modal>
    </>
  );
}
