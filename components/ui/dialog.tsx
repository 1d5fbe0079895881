'use client';

import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { REPLAY_CLICK_AFTER_HYDRATION } from './queued-submit-script';
import { useHydrated } from './use-hydrated';
import { useReplayQueuedClick } from './use-replay-queued-click';
import { useReturnFocus } from './use-return-focus';

const PLACEMENTS = {
  narrow: 'm-auto max-h-[90vh] w-[min(92vw,30rem)] rounded-xl p-6',
  normal: 'm-auto max-h-[90vh] w-[min(92vw,36rem)] rounded-xl p-6',
  wide: 'm-auto max-h-[90vh] w-[min(94vw,48rem)] rounded-xl p-6',
  /** A slide-over at the right edge (the cart). */
  side: 'my-0 mr-0 ml-auto flex h-dvh max-h-none w-full max-w-md flex-col',
} as const;

type Look = {
  title: string;
  description?: string;
  children: React.ReactNode;
  placement?: keyof typeof PLACEMENTS;
  /** The X button's accessible name; null: no X. */
  closeLabel?: string | null;
  /** A close button under the content, with this text. */
  footerClose?: string;
  /** The element to focus when the dialog opens (default: its first control). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes on close when the caller knows better than the opener (default: the opener, or the nearest control left). */
  returnFocus?: () => HTMLElement | null | undefined;
};
type Controlled = { open: boolean; onOpenChange: (open: boolean) => void; trigger?: never };
/** Opened by its own button (not an element handed in and cloned: issue 24's crash); focus returns to it. */
type Triggered = { trigger: { label: string; className?: string }; open?: never; onOpenChange?: never };

/**
 * The one dialog of the site and the back-office: a native modal <dialog> (showModal: the page behind is inert,
 * Escape closes it) with a title, an optional description, an X, and focus given back on close to the control
 * that opened it, or to the nearest control left when that one is gone (useReturnFocus). It is rendered only
 * while open, into the body, so a closed dialog leaves nothing in the page. Opened by the caller's state
 * (`open`, `onOpenChange`) or by its own button (`trigger`).
 */
export function Dialog(props: Look & (Controlled | Triggered)) {
  if (props.trigger) return <TriggeredDialog {...props} trigger={props.trigger} />;
  return <DialogBox {...props} open={props.open ?? false} onOpenChange={props.onOpenChange ?? (() => undefined)} />;
}

function TriggeredDialog({ trigger, ...look }: Look & { trigger: Triggered['trigger'] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  // A click before the page has hydrated opens the dialog once it has (on a slow phone it was lost).
  useReplayQueuedClick(
    button,
    useCallback(() => setOpen(true), []),
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        className={trigger.className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...{ [REPLAY_CLICK_AFTER_HYDRATION]: '' }}
      >
        {trigger.label}
      </button>
      <DialogBox {...look} open={open} onOpenChange={setOpen} returnFocus={look.returnFocus ?? (() => button.current)} />
    </>
  );
}

function DialogBox(props: Look & Controlled) {
  const hydrated = useHydrated();
  if (!props.open || !hydrated) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  description,
  children,
  placement = 'narrow',
  closeLabel = 'Close dialog',
  footerClose,
  initialFocus,
  returnFocus,
  onOpenChange,
}: Look & Controlled) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const focus = useReturnFocus(returnFocus);
  const pressedOnBackdrop = useRef(false);
  const close = () => onOpenChange(false);

  // Open as a modal when mounted; on close (or when the dialog goes with its row) give focus back.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    focus.rememberOpener();
    if (!dialog.open) dialog.showModal();
    initialFocus?.()?.focus();
    return () => {
      dialog.close();
      focus.giveBack();
    };
    // Once per opening: the dialog is mounted only while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const side = placement === 'side';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the caller's state closes it
        close();
      }}
      // A press that starts and ends on the backdrop (the dialog element itself, outside its content) closes it.
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
      className={`overflow-y-auto bg-white text-gray-900 shadow-xl backdrop:bg-black/50 focus:outline-none ${PLACEMENTS[placement]}`}
    >
      <div
        className={side ? 'flex items-center justify-between border-b border-gray-200 px-5 py-4' : 'flex items-start justify-between gap-4'}
      >
        <h2 id={titleId} className={side ? 'text-lg font-bold text-gray-900' : 'text-xl font-bold text-gray-900'}>
          {title}
        </h2>
        {closeLabel !== null && (
          <button
            type="button"
            onClick={close}
            className="rounded-full p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            aria-label={closeLabel}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-gray-600">
          {description}
        </p>
      )}
      <div className={side ? 'flex min-h-0 flex-1 flex-col' : 'mt-4'}>{children}</div>
      {footerClose && (
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>{footerClose}</Button>
        </div>
      )}
    </dialog>
  );
}
