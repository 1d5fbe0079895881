'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Frequency } from '@/lib/domain/donations';
import { useDonationText } from './use-donation-text';

export type Outcome = { kind: 'error'; message: string };

export type Success = {
  paymentId: string;
  receiptUrl: string;
  receiptNumber: string | null;
  frequency: Frequency;
  amountLabel: string;
  causeName: string;
};

/** A failed or cancelled attempt, above the form the donor can send again. */
export function DonationResult({ outcome }: { outcome: Outcome | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // After checkout closes the donor is looking at the button; bring the outcome into view. The braces matter:
  // an effect may only return a cleanup function, and scrollIntoView() may return a Promise in new browsers.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={ref}>
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {outcome.message}
      </p>
    </div>
  );
}

/** The paid gift, in place of the form: amount, cause, receipt and a way to give again. */
export function DonationSuccess({ success, onAgain }: { success: Success; onAgain: () => void }) {
  const recurring = success.frequency !== 'one-time';
  const { t, promise, frequencyLower } = useDonationText();
  return (
    <div role="status" className="space-y-5 text-gray-800">
      <div className="rounded-xl border border-leaf-100 bg-leaf-50 p-5">
        <h2 id="donation-thanks" tabIndex={-1} className="text-2xl font-bold text-leaf-800 focus:outline-none">
          {recurring ? t('thanksRecurring') : t('thanksOnce')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-gray-600">{t('resultAmount')}</dt>
            <dd className="text-lg font-semibold text-gray-900" data-testid="donation-amount">
              {success.amountLabel}
              {recurring ? ` ${frequencyLower(success.frequency)}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('resultCause')}</dt>
            <dd className="text-lg font-semibold text-gray-900">{success.causeName}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('resultPaymentId')}</dt>
            <dd className="font-mono" data-testid="payment-id">
              {success.paymentId}
            </dd>
          </div>
          {success.receiptNumber && (
            <div>
              <dt className="text-gray-600">{t('resultReceipt')}</dt>
              <dd className="font-mono">{success.receiptNumber}</dd>
            </div>
          )}
        </dl>
      </div>
      <p className="text-sm">
        {promise('receipt')}{' '}
        <a href={success.receiptUrl} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
          {t('downloadReceipt')}
        </a>
      </p>
      {recurring && <p className="text-sm text-gray-700">{promise('cancelRecurring')}</p>}
      <Button variant="secondary" onClick={onAgain}>
        {t('donateAgain')}
      </Button>
    </div>
  );
}
