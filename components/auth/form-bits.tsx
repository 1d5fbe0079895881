'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CONTROL, Field } from '@/components/ui/field';

type PasswordFieldProps = Omit<React.ComponentProps<typeof Field>, 'children' | 'label' | 'type' | 'required'> & { label: string };

/** The one Field with a password input (always required) and a show/hide toggle. */
export function PasswordField({ label, id, error, hint, hintTone, requiredMark, className, ...input }: PasswordFieldProps) {
  const t = useTranslations('authForm');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} id={id} error={error} hint={hint} hintTone={hintTone} requiredMark={requiredMark} className={className}>
      {(control) => (
        <div className="relative">
          <input {...input} {...control} type={visible ? 'text' : 'password'} required className={`${CONTROL} pr-16`} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'hideLabel' : 'showLabel', { label: label.toLowerCase() })}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 mt-1 px-3 text-xs font-semibold text-brand-700 hover:text-brand-800"
          >
            {visible ? t('hide') : t('show')}
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * Green when the text reports a success or an upload (spec §8, Auth), red otherwise. Hindi answers say सफल
 * ("successful"; never preceded by अ, which would make it "unsuccessful").
 */
function isPositiveMessage(text: string): boolean {
  return /successful|Success|uploaded|(^|[^अ])सफल/.test(text);
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
