'use client';

import { useTranslations } from 'next-intl';
import type { Cause, Frequency } from '@/lib/domain/donations';
import type { FieldError } from '@/lib/domain/errors';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { DONATION_MISTAKE_HOURS, RECEIPT_WORKING_DAYS } from '@/lib/config/promises';
import { foundation } from '@/lib/config/foundation';

/**
 * The donation form's texts in the page's language (namespace donationForm, given to the form alone by the
 * donations page). `rule` words the donation rules' refusals (lib/domain/donations: codes, the same the server
 * action answers with) in the page's language.
 */
export function useDonationText() {
  const t = useTranslations('donationForm');
  const coded = useCodedText();
  const rule = (refusal: FieldError | null | undefined): string | undefined => (refusal ? coded.error(refusal) : undefined);
  const promise = (key: 'refund' | 'receipt' | 'certificate' | 'cancelRecurring' | 'tax') =>
    t(`promises.${key}`, { hours: DONATION_MISTAKE_HOURS, days: RECEIPT_WORKING_DAYS, email: foundation.email });
  return {
    t,
    rule,
    coded,
    promise,
    causeName: (cause: Pick<Cause, 'code'>) => t(`causes.${cause.code}.name`),
    causeArea: (cause: Pick<Cause, 'code'>) => t(`causes.${cause.code}.area`),
    frequency: (f: Frequency) => t(`frequency.${f}`),
    frequencyLower: (f: Frequency) => t(`frequencyLower.${f}`),
  };
}
