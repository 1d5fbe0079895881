'use client';

import { useSyncExternalStore } from 'react';
import { formatIstDate } from '@/lib/domain/dates';
import { isRecurring, planTerms } from '@/lib/domain/donations';
import { estimateNextCharge } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import type { DonationFormState } from './use-donation-form-state';

const noSubscription = () => () => {};

/**
 * What a recurring gift's mandate will do, shown before the donor pays: the amount and how often, the number of
 * payments, the first charge (today, at approval) and the next, how to stop it, and the RBI rule that a charge
 * above ₹15,000 needs the donor's approval each time.
 */
export function MandateTerms({ form }: { form: DonationFormState }) {
  // Today's date is the browser's at the moment of reading (a prerendered page's would be the render's day).
  const today = useSyncExternalStore(
    noSubscription,
    () => new Date().toDateString(),
    () => null,
  );
  const { check, frequency } = form;
  if (!check.ok || !isRecurring(frequency)) return null;
  const { t, frequencyLower, promise, causeName } = form.text;
  const now = today ? new Date() : null;
  return (
    <section
      aria-labelledby="don-mandate"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-gray-800"
      data-testid="mandate-terms"
    >
      <h3 id="don-mandate" className="font-semibold text-gray-900">
        {t('mandateTitle')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {t('mandateAmount', {
            amount: formatInr(check.value.amountPaise, { whole: true }),
            frequency: frequencyLower(frequency),
            cause: causeName(form.cause),
            count: planTerms(frequency).totalCount,
          })}
        </li>
        {now && (
          <li>
            {t('mandateFirst', {
              date: formatIstDate(now),
              frequency: frequencyLower(frequency),
              next: formatIstDate(estimateNextCharge(now, frequency, now)),
            })}
          </li>
        )}
        <li>{t('mandateStop', { cancel: promise('cancelRecurring') })}</li>
        <li className="font-medium text-gray-900">{t('mandateLimit')}</li>
      </ul>
    </section>
  );
}
