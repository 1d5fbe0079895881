'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { resetPasswordAction } from '@/lib/actions/auth';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/lib/i18n/link';
import { NewPasswordFields, StatusBanner, answerBanner, passwordsDiffer, useDismissibleErrors } from './form-bits';
import { NoScriptRedirect, useAuthSuccess } from './use-auth-success';

/** The mailed link's form: the new password twice; on success the visitor is signed in and sent home. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('authForm');
  const tr = useTranslations('passwordReset');
  const [state, formAction] = useActionState(resetPasswordAction, null);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  useAuthSuccess(state?.ok === true, '/');
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    dismiss(field);
  };
  const mismatch = passwordsDiffer(values);
  // The token is not the visitor's to edit: its refusal (used, expired) is the form's message, with a way on.
  const tokenError = error('token');

  return (
    <form action={formAction} className="space-y-5">
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      {tokenError ? <StatusBanner text={tokenError} positive={false} /> : <StatusBanner {...answerBanner(state, coded)} />}
      {tokenError && (
        <p className="text-sm">
          <Link href="/auth/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {tr('requestNew')}
          </Link>
        </p>
      )}
      {state?.ok && <NoScriptRedirect next="/" />}
      <NewPasswordFields
        labels={{
          password: tr('newPassword'),
          confirmation: tr('confirmNewPassword'),
          mismatch: t('passwordsMismatch'),
          match: t('passwordsMatch'),
        }}
        values={values}
        onChange={set}
        error={error}
      />
      <SubmitButton disabled={mismatch || state?.ok === true} pendingText={tr('saving')}>
        {tr('save')}
      </SubmitButton>
    </form>
  );
}
