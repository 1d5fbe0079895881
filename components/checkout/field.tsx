'use client';

type Props = {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  /** Typing clears the field's error (SF §5). */
  onEdit?: (name: string) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  className?: string;
};

/** A labelled input with its first error below it; uncontrolled, so the form posts it with or without JavaScript. */
export function Field({ name, label, defaultValue, error, onEdit, type = 'text', autoComplete, inputMode, className = '' }: Props) {
  const id = name.replace('.', '-');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}{' '}
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => onEdit?.(name)}
        className={`w-full rounded-lg border px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-500' : 'border-gray-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
