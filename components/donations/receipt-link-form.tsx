'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { receiptLinkAction } from '@/lib/actions/donations';
import { Field } from '@/components/ui/field';
import { LocaleField } from '@/components/ui/locale-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { StatusBanner, answerBanner, useDismissibleErrors } from '@/components/auth/form-bits';

/** Asks for a fresh receipt link; the answer is the same whether or not the e-mail and number match a receipt. */
export function ReceiptLinkForm() {
  const t = useTranslations('donations');
  const [state, formAction] = useActionState(receiptLinkAction, null);
  const [email, setEmail] = useState(() => state?.values?.email ?? '');
  const [number, setNumber] = useState(() => state?.values?.number ?? '');
  const { error, dismiss } = useDismissibleErrors(state?.fieldErrors);
  const coded = useCodedText();

  return (
    <form action={formAction} className="space-y-5">
      <LocaleField />
      <StatusBanner {...answerBanner(state, coded)} />
      <Field
        label={t('receiptLinkEmail')}
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
      <Field
        label={t('receiptLinkNumber')}
        name="number"
        required
        value={number}
        onChange={(e) => {
          setNumber(e.target.value);
          dismiss('number');
        }}
        error={error('number')}
      />
      <SubmitButton pendingText={t('receiptLinkSending')}>{t('receiptLinkSend')}</SubmitButton>
    </form>
  );
}
