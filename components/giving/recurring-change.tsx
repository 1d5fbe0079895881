'use client';

import Script from 'next/script';
import { startTransition, useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { openCheckout } from '@/components/donations/razorpay-checkout';
import { Button } from '@/components/ui/button';
import { CONTROL, Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { confirmRecurringChange, previewRecurringChange, startRecurringChange } from '@/lib/actions/recurring';
import type { RecurringLine } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import { useCodedText } from '@/lib/i18n/use-coded-text';

type Banner = { text: string; positive: boolean };
const FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;

/**
 * Changing the amount or frequency: the donor fills in the new terms, reads what will happen (a new mandate
 * from the old one's next charge date, the old one cancelled once the new one is authorised), confirms, and
 * authorises the new mandate in Razorpay Checkout. Closing checkout changes nothing.
 */
export function RecurringChange({
  gift,
  checkoutUrl,
  onDone,
}: {
  gift: RecurringLine;
  checkoutUrl: string | null;
  onDone: (b: Banner) => void;
}) {
  const t = useTranslations('recurring');
  const tf = useTranslations('donationForm');
  const coded = useCodedText();
  const [state, formAction, reviewing] = useActionState(previewRecurringChange.bind(null, gift.id), null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const freq = (f: string) => tf(`frequencyLower.${f}`);
  const old = { frequency: freq(gift.frequency), amount: formatInr(gift.amountPaise) };
  const plan = state?.ok ? state.data : null;
  // The fields keep what the donor reviewed: the form is sent by hand (below), which React does not reset
  // after the action as it does a form's own action (and a reset puts a controlled select back to its first value).
  const [amount, setAmount] = useState(String(gift.amountPaise / 100));
  const [frequency, setFrequency] = useState<string>(gift.frequency);

  async function authorise() {
    if (!plan) return;
    setProblem('');
    setBusy(true);
    try {
      const started = await startRecurringChange(gift.id, { amount: String(plan.amountPaise / 100), frequency: plan.frequency });
      if (!started.ok) return setProblem(coded.error(started.error));
      const d = started.data;
      const outcome = await openCheckout(
        {
          key: d.keyId,
          subscription_id: d.subscriptionId,
          name: t('checkoutTitle'),
          description: `${formatInr(plan.amountPaise)} · ${freq(plan.frequency)}`,
          prefill: d.prefill,
        },
        (message) => setProblem(message),
      );
      if (outcome.kind !== 'paid') return setProblem(t('checkoutClosed'));
      const confirmed = await confirmRecurringChange(d.replacementId, outcome.response);
      onDone(
        confirmed.ok
          ? { text: confirmed.notice ? coded.notice(confirmed.notice) : '', positive: true }
          : { text: coded.error(confirmed.error), positive: false },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="mt-3 rounded-lg border border-gray-200 p-3 text-sm" open={Boolean(state)}>
      {checkoutUrl && <Script src={checkoutUrl} strategy="lazyOnload" />}
      <summary className="cursor-pointer font-medium text-brand-800">{t('change')}</summary>
      <h3 className="mt-3 font-semibold text-gray-900">{t('changeHeading', old)}</h3>
      <form
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          startTransition(() => formAction(form));
        }}
        className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field
          label={t('newAmount')}
          name="amount"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={state && !state.ok ? coded.field(state.fieldErrors, 'amount') : undefined}
        />
        <Field label={t('newFrequency')}>
          {(control) => (
            <select {...control} name="frequency" value={frequency} onChange={(e) => setFrequency(e.target.value)} className={CONTROL}>
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {tf(`frequency.${f}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton variant="secondary" size="md" pending={reviewing}>
          {t('review')}
        </SubmitButton>
      </form>
      {state && !state.ok && !state.fieldErrors && (
        <p role="alert" className="mt-3 text-red-800">
          {coded.error(state.error)}
        </p>
      )}
      {plan && (
        <section aria-labelledby={`change-${gift.id}`} className="mt-4 rounded-lg bg-brand-50 p-3" data-testid="change-explained">
          <h4 id={`change-${gift.id}`} className="font-semibold text-gray-900">
            {t('explainHeading')}
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
            <li>{t('explainNew', { frequency: freq(plan.frequency), amount: formatInr(plan.amountPaise) })}</li>
            <li>{t('explainFirst', { amount: formatInr(plan.amountPaise), date: plan.firstChargeOn })}</li>
            <li>{t('explainOld', old)}</li>
            <li>{t('explainAbandon')}</li>
          </ul>
          <Button className="mt-3" onClick={authorise} disabled={busy || !checkoutUrl} aria-busy={busy || undefined}>
            {busy ? t('authorising') : t('confirm')}
          </Button>
          {problem && (
            <p role="alert" className="mt-2 text-red-800">
              {problem}
            </p>
          )}
        </section>
      )}
    </details>
  );
}
