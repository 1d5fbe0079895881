'use client';

import { useFormStatus } from 'react-dom';

const PRIMARY =
  'inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-300';

type Props = Omit<React.ComponentProps<'button'>, 'type' | 'name' | 'value'> & {
  /** Shown instead of the children while this button's submission is answered. */
  pendingText?: React.ReactNode;
  /** For a form submitted by hand (not through its action), whose status useFormStatus cannot see. */
  pending?: boolean;
  /** Posted as `intent`, for forms with several submit buttons; only the one pressed shows its pending text. */
  intent?: string;
};

/** A form's submit button: disabled while the form is being answered (every button of it), with its pending text. */
export function SubmitButton({ pendingText, pending: pendingProp, intent, className = PRIMARY, disabled, children, ...button }: Props) {
  const status = useFormStatus();
  const pending = pendingProp ?? status.pending;
  const mine = pending && (intent === undefined || status.data?.get('intent') === intent);
  return (
    <button
      {...button}
      type="submit"
      name={intent === undefined ? undefined : 'intent'}
      value={intent}
      className={className}
      disabled={pending || disabled}
    >
      {mine && pendingText ? pendingText : children}
    </button>
  );
}
