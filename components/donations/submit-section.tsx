'use client';

import { useSyncExternalStore } from 'react';
import { formatInr } from '@/lib/domain/money';
import { SubmitButton } from '@/components/ui/submit-button';
import type { DonationFormState } from './use-donation-form-state';

/** Ticking opens the policy; only its 'I Agree & Accept' ticks the box. */
export function PolicyConsent({ form, onOpenPolicy }: { form: DonationFormState; onOpenPolicy: () => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-gray-700">
      <input
        id="don-policy"
        type="checkbox"
        name="agreed"
        value="1"
        className="mt-0.5 size-5 accent-brand-600"
        checked={form.agreed}
        onChange={(e) => {
          form.interact();
          if (e.target.checked) onOpenPolicy();
          else form.setAgreed(false);
        }}
      />
      <span>{form.text.t('policyConsent')}</span>
    </label>
  );
}

const noSubscription = () => () => {};

/** The button, the one message that blocks it, and what the donor is about to give. */
export function SubmitSection({ form, busy }: { form: DonationFormState; busy: boolean }) {
  const { blocker, check, interacted, frequency } = form;
  const { t } = form.text;
  // The button waits for the rules only once JavaScript runs: served disabled (after a post without it), it
  // could never be pressed again.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div>
      <noscript>
        <p className="mb-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-gray-900">{t('noScript')}</p>
      </noscript>
      <SubmitButton
        className="w-full text-base"
        pending={busy}
        keepFocus
        pendingText={t('processing')}
        disabled={scripted && interacted && Boolean(blocker)}
        aria-describedby={interacted && blocker ? 'donation-blocker' : undefined}
      >
        {check.ok
          ? frequency === 'one-time'
            ? t('submitOnce', { amount: formatInr(check.value.amountPaise, { whole: true }) })
            : t('submitRecurring', {
                amount: formatInr(check.value.amountPaise, { whole: true }),
                frequency: form.text.frequencyLower(frequency),
              })
          : t('submit')}
      </SubmitButton>
      <p aria-live="polite" className="mt-2 text-center text-sm text-gray-700" id="donation-blocker" data-testid="donation-blocker">
        {interacted && blocker ? blocker : ''}
      </p>
      {!blocker && check.ok && (
        <p className="mt-1 text-center text-sm text-gray-600">
          {frequency === 'one-time'
            ? t('summaryOnce', { amount: formatInr(check.value.amountPaise, { whole: true }), cause: form.text.causeName(form.cause) })
            : t('summaryRecurring', {
                amount: formatInr(check.value.amountPaise, { whole: true }),
                frequency: form.text.frequencyLower(frequency),
                cause: form.text.causeName(form.cause),
              })}
        </p>
      )}
    </div>
  );
}
