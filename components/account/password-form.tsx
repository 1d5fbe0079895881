'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { changePasswordAction } from '@/lib/actions/profile';
import {
  NewPasswordFields,
  PasswordField,
  StatusBanner,
  answerBanner,
  passwordsDiffer,
  useDismissibleErrors,
} from '@/components/auth/form-bits';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

/** Change password: the current one is required; other devices are signed out, this one stays. */
export function PasswordForm({ twoFactor }: { twoFactor: boolean }) {
  const t = useTranslations('account');
  const ts = useTranslations('security');
  const [state, formAction] = useActionState(changePasswordAction, null);
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [shownFor, setShownFor] = useState(state);
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  // A successful change empties the form (during render, once per result).
  if (shownFor !== state) {
    setShownFor(state);
    if (state?.ok) setValues({ current_password: '', password: '', password_confirmation: '' });
  }
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    dismiss(field);
  };
  const mismatch = passwordsDiffer(values);

  return (
    <form action={formAction} className="space-y-5" aria-labelledby="password-h">
      <h2 id="password-h" className="text-xl font-bold text-gray-900">
        {t('changePassword')}
      </h2>
      <StatusBanner {...answerBanner(state, coded)} />
      <PasswordField
        label={t('currentPassword')}
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={set('current_password')}
        error={error('current_password')}
      />
      <NewPasswordFields
        labels={{
          password: t('newPassword'),
          confirmation: t('confirmNewPassword'),
          mismatch: t('passwordsMismatch'),
          match: t('passwordsMatch'),
        }}
        values={values}
        onChange={set}
        error={error}
      />
      {twoFactor && <Field label={ts('otp')} hint={ts('otpHint')} name="otp" autoComplete="one-time-code" error={error('otp')} />}
      <p className="text-sm text-gray-600">{t('signsOutOthers')}</p>
      <SubmitButton disabled={mismatch} pendingText={t('saving')}>
        {t('changePasswordButton')}
      </SubmitButton>
    </form>
  );
}
