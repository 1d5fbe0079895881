'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { eraseAccountAction } from '@/lib/actions/security';
import { PasswordField, StatusBanner, answerBanner, useDismissibleErrors } from '@/components/auth/form-bits';
import { Field } from '@/components/ui/field';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** "My data": the JSON download, and erasing the account (password, code when set, a warning and a confirm). */
export function MyDataPanel({ twoFactor }: { twoFactor: boolean }) {
  const t = useTranslations('security');
  const coded = useCodedText();
  const [state, formAction] = useActionState(eraseAccountAction, null);
  const { error } = useDismissibleErrors(state?.fieldErrors);
  return (
    <div className="space-y-5">
      <h2 id="my-data-h" className="text-xl font-bold text-gray-900">
        {t('dataHeading')}
      </h2>
      <p className="text-sm text-gray-700">{t('dataIntro')}</p>
      {/* A route handler's download, not a page: a plain link (the session cookie goes with it). */}
      <a
        href="/api/me/export"
        download="my-data.json"
        className="inline-block rounded-lg border border-brand-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('download')}
      </a>
      <form
        action={formAction}
        onSubmit={(e) => {
          if (!window.confirm(t('deleteConfirm'))) e.preventDefault();
        }}
        className="space-y-4 border-t border-gray-100 pt-5"
        aria-labelledby="delete-h"
      >
        <h3 id="delete-h" className="font-semibold text-red-800">
          {t('deleteHeading')}
        </h3>
        <LocaleField />
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">{t('deleteWarning')}</p>
        <StatusBanner {...answerBanner(state, coded)} />
        <PasswordField label={t('password')} name="password" autoComplete="current-password" error={error('password')} />
        {twoFactor && <Field label={t('otp')} hint={t('otpHint')} name="otp" autoComplete="one-time-code" error={error('otp')} />}
        <SubmitButton pendingText={t('deleting')}>{t('deleteButton')}</SubmitButton>
      </form>
    </div>
  );
}
