'use client';

import * as RadixDialog from '@radix-ui/react-dialog';

export type TriggerDialogModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back on close. */
  trigger: React.RefObject<HTMLElement | null>;
  title: string;
  children: React.ReactNode;
  closeLabel: string;
  /** The X button's accessible name. */
  closeDialogLabel: string;
};

/**
 * The modal of ./trigger-dialog (Radix Dialog): focus trap, Escape, backdrop click, an X button and a bottom
 * close button. Loaded when it first opens.
 */
export function TriggerDialogModal({
  open,
  onOpenChange,
  trigger,
  title,
  children,
  closeLabel,
  closeDialogLabel,
}: TriggerDialogModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-testid="dialog-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[min(92vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="rounded-full p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
              aria-label={closeDialogLabel}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description asChild>
            <div className="mt-4 space-y-3 text-sm leading-relaxed text-gray-700">{children}</div>
          </RadixDialog.Description>
          <div className="mt-6 flex justify-end">
            <RadixDialog.Close className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {closeLabel}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
