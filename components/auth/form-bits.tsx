'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CONTROL, Field } from '@/components/ui/field';
import type { ActionResult } from '@/lib/domain/action-result';
import type { FieldErrors } from '@/lib/domain/errors';
import { useCodedText, type CodedTexts } from '@/lib/i18n/use-coded-text';
import type { PhotoUploadState } from './use-photo-upload';

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

/** A new password and its confirmation differ (only once the confirmation has been typed). */
export function passwordsDiffer(values: { password: string; password_confirmation: string }): boolean {
  return values.password_confirmation !== '' && values.password !== values.password_confirmation;
}

/** The new password and its confirmation, with the live match hint: reset and change password share them. */
export function NewPasswordFields({
  labels,
  values,
  onChange,
  error,
}: {
  labels: { password: string; confirmation: string; mismatch: string; match: string };
  values: { password: string; password_confirmation: string };
  onChange: (field: 'password' | 'password_confirmation') => (e: React.ChangeEvent<HTMLInputElement>) => void;
  error: (field: string) => string | undefined;
}) {
  const mismatch = passwordsDiffer(values);
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={onChange('password')}
        error={error('password')}
      />
      <PasswordField
        label={labels.confirmation}
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={onChange('password_confirmation')}
        error={error('password_confirmation')}
        hint={values.password_confirmation ? (mismatch ? labels.mismatch : labels.match) : null}
        hintTone={mismatch ? 'error' : 'success'}
      />
    </>
  );
}

/** Green for a success or an upload (spec §8, Auth), red for a refusal. */
export function StatusBanner({ text, positive }: { text: string; positive: boolean }) {
  if (!text) return null;
  return (
    <p
      role={positive ? 'status' : 'alert'}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${positive ? 'border-leaf-100 bg-leaf-50 text-leaf-800' : 'border-red-200 bg-red-50 text-red-800'}`}
    >
      {text}
    </p>
  );
}

/**
 * The banner's text: the photo upload's message while it has one, else the action's answer (its notice or its
 * refusal), in the page's language.
 */
export function answerBanner(
  state: ActionResult<unknown> | null,
  coded: CodedTexts,
  photo?: { message: string; state: PhotoUploadState },
): { text: string; positive: boolean } {
  if (photo?.message) return { text: photo.message, positive: photo.state === 'uploaded' };
  if (!state) return { text: '', positive: false };
  if (state.ok) return { text: state.notice ? coded.notice(state.notice) : '', positive: true };
  return { text: coded.error(state.error), positive: false };
}

/** Server refusals of the last submission, in the page's language, each hidden again once its field is typed in. */
export function useDismissibleErrors(errors: FieldErrors | undefined) {
  const coded = useCodedText();
  const [dismissed, setDismissed] = useState<{ of: typeof errors; fields: string[] }>({ of: errors, fields: [] });
  const current = dismissed.of === errors ? dismissed.fields : [];
  return {
    // The form shows the first refusal of a field only.
    error: (field: string) => (current.includes(field) ? undefined : coded.field(errors, field)),
    dismiss: (field: string) => setDismissed({ of: errors, fields: [...current, field] }),
  };
}
