'use client';

import { useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import type { Frequency } from '@/lib/domain/donations';
import { useDonationText } from './use-donation-text';

/**
 * The spec's confirmation popup: monthly, quarterly, yearly or 'One-time payment instead'. The frequency
 * chosen on the form is marked and has focus, so Enter confirms it. Each button passes its own value: the
 * choice clicked is the one sent (no state read afterwards).
 */
export function FrequencyDialog({
  open,
  onOpenChange,
  onChoose,
  amountLabel,
  chosen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (f: Frequency) => void;
  amountLabel: string;
  chosen: Frequency;
}) {
  const chosenButton = useRef<HTMLButtonElement>(null);
  const { t, promise, frequency } = useDonationText();
  const recurring: Array<[Frequency, string, string]> = [
    ['monthly', frequency('monthly'), t('everyMonth', { amount: amountLabel })],
    ['quarterly', frequency('quarterly'), t('everyQuarter', { amount: amountLabel })],
    ['yearly', frequency('yearly'), t('everyYear', { amount: amountLabel })],
  ];
  return (
    <Dialog
      closeLabel={null}
      placement="normal"
      open={open}
      onOpenChange={onOpenChange}
      title={t('regularTitle')}
      description={`${t('regularDescription', { cancel: promise('cancelRecurring') })} ${t('dialogMandate')}`}
      initialFocus={() => chosenButton.current}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {recurring.map(([value, label, hint]) => (
          <button
            key={value}
            ref={value === chosen ? chosenButton : undefined}
            type="button"
            onClick={() => onChoose(value)}
            className={`rounded-xl border-2 p-4 text-left transition hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-500 ${
              value === chosen ? 'border-brand-600 bg-brand-50' : 'border-brand-200'
            }`}
          >
            <span className="block font-semibold text-gray-900">{label}</span>
            <span className="mt-1 block text-xs text-gray-600">{hint}</span>
            {value === chosen && <span className="mt-2 block text-xs font-semibold text-brand-800">{t('yourChoice')}</span>}
          </button>
        ))}
      </div>
      <div className="mt-6 flex justify-center">
        <Button variant="secondary" ref={chosen === 'one-time' ? chosenButton : undefined} onClick={() => onChoose('one-time')}>
          {chosen === 'one-time' ? t('oneTimeInsteadChosen') : t('oneTimeInstead')}
        </Button>
      </div>
    </Dialog>
  );
}
