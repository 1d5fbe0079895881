'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useReturnFocus } from './use-return-focus';

/**
 * A modal with a title, focus trap and Escape to close (Radix); the body and buttons come from the caller.
 * Opened by the caller's state, it gives focus back on close (useReturnFocus; `returnFocus` overrides).
 */
export function DialogModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocus,
  initialFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  returnFocus?: () => HTMLElement | null | undefined;
  /** The element to focus when the dialog opens (default: the first focusable one). */
  initialFocus?: () => HTMLElement | null | undefined;
}) {
  const focus = useReturnFocus(returnFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            focus.rememberOpener();
            const first = initialFocus?.();
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="text-xl font-bold text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
