'use client';

import { useFormStatus } from 'react-dom';

export const backBtn =
  'rounded-full border border-gray-300 px-6 py-2.5 text-sm font-semibold text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60';
export const nextBtn =
  'rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300';

/**
 * A submit button of the checkout form carrying its intent; while the form is being answered every button is
 * disabled and the one pressed shows its pending text.
 */
export function SubmitButton({
  intent,
  pendingText,
  className,
  children,
  label,
  disabled = false,
}: {
  intent: string;
  pendingText?: string;
  className: string;
  children: React.ReactNode;
  label?: string;
  disabled?: boolean;
}) {
  const { pending, data } = useFormStatus();
  const mine = pending && data?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} className={className} disabled={pending || disabled} aria-label={label}>
      {mine && pendingText ? pendingText : children}
    </button>
  );
}
