'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { changeEmailAction, resendConfirmationAction } from '@/lib/actions/security';
import { PasswordField, StatusBanner, answerBanner, useDismissibleErrors } from '@/components/auth/form-bits';
import { Field } from '@/components/ui/field';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** The address: confirmed or not (with "send the link again"), and a change that the new address confirms. */
export function EmailPanel({ email, verified, twoFactor }: { email: string; verified: boolean; twoFactor: boolean }) {
  const t = useTranslations('security');
  const coded = useCodedText();
  const [resent, resend] = useActionState(resendConfirmationAction, null);
  const [state, formAction] = useActionState(changeEmailAction, null);
  const { error } = useDismissibleErrors(state?.fieldErrors);

  return (
    <div className="space-y-5">
      <h2 id="email-h" className="text-xl font-bold text-gray-900">
        {t('emailHeading')}
      </h2>
      <p className="break-all text-gray-900">
        {email}{' '}
        <span
          className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? 'bg-leaf-50 text-leaf-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {verified ? t('verified') : t('unverified')}
        </span>
      </p>
      {!verified && (
        <form action={resend} className="space-y-3">
          <LocaleField />
          <p className="text-sm text-gray-700">{t('unverifiedHint')}</p>
          <StatusBanner {...answerBanner(resent, coded)} />
          <SubmitButton pendingText={t('sending')}>{t('resend')}</SubmitButton>
        </form>
      )}
      <form action={formAction} className="space-y-4 border-t border-gray-100 pt-5" aria-labelledby="change-email-h">
        <h3 id="change-email-h" className="font-semibold text-gray-900">
          {t('changeEmail')}
        </h3>
        <LocaleField />
        <StatusBanner {...answerBanner(state, coded)} />
        <Field
          label={t('newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state?.values?.email ?? ''}
          error={error('email')}
        />
        <PasswordField label={t('password')} name="password" autoComplete="current-password" error={error('password')} />
        {twoFactor && <Field label={t('otp')} hint={t('otpHint')} name="otp" autoComplete="one-time-code" error={error('otp')} />}
        <p className="text-sm text-gray-600">{t('changeEmailHint')}</p>
        <SubmitButton pendingText={t('sending')}>{t('changeEmailButton')}</SubmitButton>
      </form>
    </div>
  );
}
