'use client';

import { useId, useState } from 'react';

const INPUT =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-gray-50';

type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  textarea?: boolean;
  hint?: React.ReactNode;
};

/** A labelled input whose error (the first server or form message) sits under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required = true,
  textarea,
  hint,
}: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${INPUT} ${error ? 'border-red-400' : 'border-gray-300'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {textarea ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={describedBy} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint}
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'textarea'>) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const { label, name, value, onChange, error, autoComplete, hint } = props;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          required
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={`${INPUT} pr-16 ${error ? 'border-red-400' : 'border-gray-300'}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 mt-1 px-3 text-xs font-semibold text-brand-700 hover:text-brand-800"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {hint}
    </div>
  );
}

/** Green when the text reports a success or an upload (spec §8, Auth), red otherwise. */
function isPositiveMessage(text: string): boolean {
  return /successful|Success|uploaded/.test(text);
}

export function StatusBanner({ text }: { text: string }) {
  if (!text) return null;
  const positive = isPositiveMessage(text);
  return (
    <p
      role={positive ? 'status' : 'alert'}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${positive ? 'border-leaf-100 bg-leaf-50 text-leaf-800' : 'border-red-200 bg-red-50 text-red-800'}`}
    >
      {text}
    </p>
  );
}

export function SubmitButton({ children, disabled }: { children: React.ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-300"
    >
      {children}
    </button>
  );
}

/** Server errors of the last submission, each hidden again once its field is typed in. */
export function useDismissibleErrors(errors: Record<string, string[]> | undefined) {
  const [dismissed, setDismissed] = useState<{ of: typeof errors; fields: string[] }>({ of: errors, fields: [] });
  const current = dismissed.of === errors ? dismissed.fields : [];
  return {
    // The form shows the first message of a field only.
    error: (field: string) => (current.includes(field) ? undefined : errors?.[field]?.[0]),
    dismiss: (field: string) => setDismissed({ of: errors, fields: [...current, field] }),
  };
}
