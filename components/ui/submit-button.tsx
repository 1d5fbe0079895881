'use client';

import { useFormStatus } from 'react-dom';
import { buttonClass, type ButtonLook } from './button';

type Props = Omit<React.ComponentProps<'button'>, 'type' | 'name' | 'value'> &
  ButtonLook & {
    /** Shown instead of the children while this button's submission is answered. */
    pendingText?: React.ReactNode;
    /** For a form whose answer useFormStatus cannot see (submitted by hand, or the pending flag of its useActionState). */
    pending?: boolean;
    /** Posted as `intent`, for forms with several submit buttons; only the one pressed shows its progress. */
    intent?: string;
    /**
     * Keeps focus on the button while the form is answered (aria-disabled, a second press does nothing) instead
     * of disabling it, which drops focus to the page body: for a button in a dialog or a row that stays.
     */
    keepFocus?: boolean;
  };

/**
 * The submit button of every form that posts to a server action (useActionState): while the form is answered it
 * is disabled (every button of the form), busy, and the pressed one shows a spinner and its pending text.
 */
export function SubmitButton({
  pendingText,
  pending: pendingProp,
  intent,
  keepFocus = false,
  variant,
  size = 'lg',
  className = variant || size !== 'lg' ? '' : 'w-full',
  disabled,
  onClick,
  children,
  ...button
}: Props) {
  const status = useFormStatus();
  const pending = pendingProp ?? status.pending;
  const mine = pending && (intent === undefined || status.data?.get('intent') === intent);
  return (
    <button
      {...button}
      type="submit"
      name={intent === undefined ? undefined : 'intent'}
      value={intent}
      className={buttonClass({ variant, size, className })}
      disabled={disabled || (pending && !keepFocus)}
      aria-disabled={pending && keepFocus ? true : undefined}
      aria-busy={mine || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {mine && (
        <span aria-hidden="true" className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
      )}
      {mine && pendingText ? pendingText : children}
    </button>
  );
}
