'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { confirmEmailAction } from '@/lib/actions/auth';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { StatusBanner, answerBanner, useDismissibleErrors } from './form-bits';

/** The mailed link's one button: confirms the address (or moves the account to the new one). */
export function ConfirmEmailForm({ token }: { token: string }) {
  const t = useTranslations('emailConfirm');
  const [state, formAction] = useActionState(confirmEmailAction, null);
  const { error } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();
  const tokenError = error('token');
  return (
    <form action={formAction} className="space-y-5">
      <LocaleField />
      <input type="hidden" name="token" value={token} />
      {tokenError ? <StatusBanner text={tokenError} positive={false} /> : <StatusBanner {...answerBanner(state, coded)} />}
      <SubmitButton disabled={state?.ok === true} pendingText={t('confirming')}>
        {t('confirm')}
      </SubmitButton>
    </form>
  );
}
