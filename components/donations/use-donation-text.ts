'use client';

import { useTranslations } from 'next-intl';
import { DONATION_MESSAGES, type Cause, type Frequency } from '@/lib/domain/donations';
import { DONATION_MISTAKE_HOURS, RECEIPT_WORKING_DAYS } from '@/lib/config/promises';
import { foundation } from '@/lib/config/foundation';

const REQUIRED_PREFIX = DONATION_MESSAGES.required([]);
const RULE_KEYS = Object.entries(DONATION_MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as const] : []));

/**
 * The donation form's texts in the page's language (namespace donationForm, given to the form alone by the
 * donations page). `rule` words the donation rules' messages (lib/domain/donations, English as the server
 * writes them) in the page's language: the same text the server action answers with.
 */
export function useDonationText() {
  const t = useTranslations('donationForm');
  const rule = (message: string | null | undefined): string | undefined => {
    if (!message) return undefined;
    if (message.startsWith(REQUIRED_PREFIX)) {
      const fields = message
        .slice(REQUIRED_PREFIX.length)
        .split(', ')
        .map((f) => (t.has(`ruleFields.${f}`) ? t(`ruleFields.${f}`) : f));
      return t('rules.required', { fields: fields.join(', ') });
    }
    const key = RULE_KEYS.find(([text]) => text === message)?.[1];
    return key ? t(`rules.${key}`) : message;
  };
  const promise = (key: 'refund' | 'receipt' | 'certificate' | 'cancelRecurring' | 'tax') =>
    t(`promises.${key}`, { hours: DONATION_MISTAKE_HOURS, days: RECEIPT_WORKING_DAYS, email: foundation.email });
  return {
    t,
    rule,
    promise,
    causeName: (cause: Pick<Cause, 'code'>) => t(`causes.${cause.code}.name`),
    causeArea: (cause: Pick<Cause, 'code'>) => t(`causes.${cause.code}.area`),
    frequency: (f: Frequency) => t(`frequency.${f}`),
    frequencyLower: (f: Frequency) => t(`frequencyLower.${f}`),
  };
}
