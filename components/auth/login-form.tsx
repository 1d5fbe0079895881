'use client';

import { useActionState, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { loginAction } from '@/lib/actions/auth';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFocusFirstError } from '@/components/ui/use-focus-first-error';
import { Link } from '@/lib/i18n/link';
import { LocaleField } from '@/components/ui/locale-field';
import { PasswordField, StatusBanner, answerBanner, useDismissibleErrors } from './form-bits';
import { NoScriptRedirect, useAuthSuccess } from './use-auth-success';

/** A plain form posting to a server action: it signs in without JavaScript too. */
export function LoginForm({ next }: { next: string }) {
  const t = useTranslations('authForm');
  const [state, formAction] = useActionState(loginAction, null);
  const [email, setEmail] = useState(() => state?.values?.email ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  useAuthSuccess(state?.ok === true, next, state?.data?.cart);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, state, !!state?.fieldErrors);
  // An account with two-factor sign-in is asked for its code once the password was right.
  const askCode = !!state?.fieldErrors?.otp || otp !== '';

  return (
    <form ref={form} action={formAction} className="space-y-5" noValidate={false}>
      <LocaleField />
      <StatusBanner {...answerBanner(state, coded)} />
      {state?.ok && <NoScriptRedirect next={next} />}
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
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          dismiss('password');
        }}
        error={error('password')}
      />
      {askCode && (
        <Field
          label={t('otp')}
          hint={t('otpHint')}
          name="otp"
          autoComplete="one-time-code"
          inputMode="text"
          value={otp}
          onChange={(e) => {
            setOtp(e.target.value);
            dismiss('otp');
          }}
          error={error('otp')}
        />
      )}
      <p className="-mt-2 text-right text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
      <SubmitButton pendingText={t('loggingIn')}>{t('login')}</SubmitButton>
    </form>
  );
}
