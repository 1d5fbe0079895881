import { useId } from 'react';

/** The site's text control; a control marked aria-invalid gets the red border. */
export const CONTROL =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-gray-50 aria-[invalid=true]:border-red-500';

const HINT_TONES = { muted: 'text-gray-600', error: 'text-red-700', success: 'text-leaf-700' } as const;

/** What the control needs to be named, flagged and described by its field. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Own = {
  label: React.ReactNode;
  /** The control's id; a generated one when absent. The error is `${id}-error`, the hint `${id}-hint`. */
  id?: string;
  error?: string;
  /** A line under the error (a format, a live check), announced politely when it changes. */
  hint?: React.ReactNode;
  hintTone?: keyof typeof HINT_TONES;
  /** A star after the label, hidden from screen readers (the control itself says it is required). */
  requiredMark?: boolean;
  className?: string;
  /** A custom control (textarea, select, an input with a button...): spread the props it is given on it. */
  children?: (control: ControlProps) => React.ReactNode;
};
type InputProps = Omit<React.ComponentProps<'input'>, keyof Own | 'aria-invalid' | 'aria-describedby'>;

/**
 * A label, its control, the control's error and hint, wired together: the label names the control, and an
 * error sets aria-invalid and, with the hint, aria-describedby. Without children the control is a text input
 * taking the remaining props.
 */
export function Field({ label, id, error, hint, hintTone = 'muted', requiredMark, className, children, ...input }: Own & InputProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const described = [error && `${controlId}-error`, hint != null && hint !== false && `${controlId}-hint`].filter(Boolean).join(' ');
  const control: ControlProps = { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-gray-800">
        {label}
        {requiredMark && (
          <>
            {' '}
            <span aria-hidden="true" className="text-red-600">
              *
            </span>
          </>
        )}
      </label>
      {children ? children(control) : <input {...input} {...control} className={CONTROL} />}
      {error && (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint != null && hint !== false && (
        <p id={`${controlId}-hint`} aria-live="polite" className={`mt-1 text-sm ${HINT_TONES[hintTone]}`}>
          {hint}
        </p>
      )}
    </div>
  );
}
