'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { confirmOneTimeDonation, confirmRecurringDonation, startOneTimeDonation, startRecurringDonation } from '@/lib/actions/donations';
import type { DonationDraft, Frequency } from '@/lib/domain/donations';
import type { Outcome, Success } from './donation-result';
import { openCheckout } from './razorpay-checkout';
import { useDonationText } from './use-donation-text';

type Draft = DonationDraft & { frequency: Frequency };

/**
 * One payment: the gateway order (one-time) or subscription (recurring) from the server, Razorpay Checkout
 * (checkout.js or the sandbox's stand-in), then the server's verification of what checkout answered.
 */
export function useDonationPayment(checkoutUrl: string | null) {
  const { t, coded } = useDonationText();
  const locale = useLocale();
  const NOT_LOADED = t('notLoaded');
  const [busy, setBusy] = useState(false);
  const [gatewayError, setGatewayError] = useState<string | null>(checkoutUrl ? null : t('unavailable'));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  // One Idempotency-Key per attempt: the same draft sent again (double click, retry) reuses it; a changed
  // draft or a finished attempt (paid, cancelled, failed) gets a new one.
  const attempt = useRef<{ key: string; draft: string } | null>(null);
  const router = useRouter();

  /** Pays for the draft; `onPaid` runs once the server has verified the payment. */
  async function pay(draft: Draft, shown: { amountLabel: string; causeName: string }, onPaid: () => void) {
    const chosen = draft.frequency;
    setOutcome(null);
    if (!window.Razorpay) return setOutcome({ kind: 'error', message: gatewayError ?? NOT_LOADED });
    setBusy(true);
    try {
      const sent = JSON.stringify(draft);
      if (attempt.current?.draft !== sent) attempt.current = { key: crypto.randomUUID(), draft: sent };
      const key = attempt.current.key;
      const started =
        chosen === 'one-time' ? await startOneTimeDonation(draft, key, locale) : await startRecurringDonation(draft, key, locale);
      if (started.ok) attempt.current = null; // the gateway order exists: the next attempt is a new one
      if (!started.ok) return setOutcome({ kind: 'error', message: coded.error(started.error) });
      const d = started.data;
      const result = await openCheckout(
        {
          key: d.key_id,
          name: d.name,
          description: d.description,
          prefill: d.prefill,
          notes: d.notes,
          ...('order_id' in d ? { order_id: d.order_id, amount: d.amount, currency: d.currency } : { subscription_id: d.subscription_id }),
        },
        (message) => setOutcome({ kind: 'error', message }),
      );
      if (result.kind === 'dismissed') return setOutcome({ kind: 'error', message: t('cancelled') });
      if (result.kind === 'unavailable') return setOutcome({ kind: 'error', message: NOT_LOADED });
      const verified =
        chosen === 'one-time' ? await confirmOneTimeDonation(result.response) : await confirmRecurringDonation(result.response);
      if (!verified.ok) return setOutcome({ kind: 'error', message: coded.error(verified.error) });
      setSuccess({
        paymentId: verified.data.payment_id,
        receiptUrl: verified.data.receipt_url,
        receiptNumber: verified.data.receipt_number,
        frequency: chosen,
        ...shown,
      });
      onPaid();
      router.refresh(); // the donor wall now includes this gift
    } catch {
      setOutcome({ kind: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    gatewayError,
    outcome,
    success,
    pay,
    scriptFailed: () => setGatewayError(t('scriptFailed')),
    /** Back to the form after a paid gift. */
    again: () => {
      setSuccess(null);
      setOutcome(null);
    },
  };
}
