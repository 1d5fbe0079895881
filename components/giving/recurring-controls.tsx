'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { StatusBanner, answerBanner } from '@/components/auth/form-bits';
import { SubmitButton } from '@/components/ui/submit-button';
import { manageRecurringGift } from '@/lib/actions/recurring';
import { recurringChoices, type RecurringLine } from '@/lib/domain/giving';
import { formatInr } from '@/lib/domain/money';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { RecurringChange } from './recurring-change';

const NOTE = 'mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900';

/**
 * What a donor can do with one recurring gift: pause or resume it, pay a failed charge another way, change its
 * amount or frequency, or stop it (asked twice, in a disclosure that works without JavaScript). One action
 * answers every button, so its notice stays when the buttons change with the gift's new state.
 */
export function RecurringControls({ gift, checkoutUrl }: { gift: RecurringLine; checkoutUrl: string | null }) {
  const t = useTranslations('recurring');
  const tf = useTranslations('donationForm');
  const coded = useCodedText();
  const [state, formAction, pending] = useActionState(manageRecurringGift.bind(null, gift.id), null);
  const [changed, setChanged] = useState<{ text: string; positive: boolean } | null>(null);
  const can = recurringChoices(gift.status);
  const banner = changed ?? answerBanner(state, coded);
  const words = { frequency: tf(`frequencyLower.${gift.frequency}`), amount: formatInr(gift.amountPaise) };
  return (
    <div className="mt-3">
      {gift.status === 'paused' && <p className={NOTE}>{t('pausedNote')}</p>}
      {gift.status === 'pending' && <p className={NOTE}>{t('pendingNote')}</p>}
      {gift.status === 'halted' && <p className={NOTE}>{t('haltedNote')}</p>}
      {gift.active && (
        <form action={formAction} className="mt-3 flex flex-wrap items-start gap-3">
          {can.pause && (
            <SubmitButton variant="secondary" size="sm" intent="pause" pending={pending} pendingText={t('pending')}>
              {t('pause')}
            </SubmitButton>
          )}
          {can.resume && (
            <SubmitButton size="sm" intent="resume" pending={pending} pendingText={t('pending')}>
              {t('resume')}
            </SubmitButton>
          )}
          {can.updatePayment && (
            <SubmitButton size="sm" intent="payment" pending={pending} pendingText={t('pending')}>
              {t('updatePayment')}
            </SubmitButton>
          )}
          <details className="w-full text-sm sm:w-auto">
            <summary className="cursor-pointer py-1 font-medium text-red-700 underline-offset-2 hover:underline">{t('stop')}</summary>
            <p className="mt-2 max-w-md text-gray-700">{t('stopConfirm', words)}</p>
            <SubmitButton variant="danger" size="sm" intent="cancel" pending={pending} pendingText={t('pending')} className="mt-2">
              {t('stopYes')}
            </SubmitButton>
          </details>
        </form>
      )}
      {can.change && <RecurringChange gift={gift} checkoutUrl={checkoutUrl} onDone={setChanged} />}
      {banner.text && (
        <div className="mt-3">
          <StatusBanner text={banner.text} positive={banner.positive} />
        </div>
      )}
    </div>
  );
}
