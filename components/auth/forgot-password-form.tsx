'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { forgotPasswordAction } from '@/lib/actions/auth';
import { Field } from '@/components/ui/field';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { StatusBanner, answerBanner, useDismissibleErrors } from './form-bits';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('authForm');
  const tr = useTranslations('passwordReset');
  const [state, formAction] = useActionState(forgotPasswordAction, null);
  const [email, setEmail] = useState(() => state?.values?.email ?? '');
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();

  return (
    <form action={formAction} className="space-y-5">
      <LocaleField />
      <StatusBanner {...answerBanner(state, coded)} />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          dismiss('email');
        }}
        error={error('email')}
      />
      <SubmitButton pendingText={tr('sending')}>{tr('send')}</SubmitButton>
    </form>
  );
}
