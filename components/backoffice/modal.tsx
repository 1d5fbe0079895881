'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '@/components/ui/use-return-focus';

/**
 * A controlled modal (Radix: focus trap, Escape, backdrop click) for back-office forms and confirmations.
 * Opened by the caller's state, not by a Radix Trigger, so it gives focus back itself (useReturnFocus): to
 * the control that opened it, or the nearest control left when that one is gone.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  wide?: boolean;
  /** Where focus goes on close when the caller knows better than the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const focus = useReturnFocus(returnFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={focus.rememberOpener}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] ${wide ? 'w-[min(94vw,48rem)]' : 'w-[min(92vw,30rem)]'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-full p-1 text-gray-500 hover:bg-gray-100" aria-label="Close dialog">
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
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
