'use client';

import { SubmitButton } from '@/components/ui/submit-button';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { cancelMyOrderAction, payAgainAction } from '@/lib/actions/my-orders';
import type { ActionResult } from '@/lib/domain/action-result';
import { useCodedText } from '@/lib/i18n/use-coded-text';

function Outcome({ state }: { state: ActionResult | null }) {
  const coded = useCodedText();
  return (
    <p aria-live="polite" className={`text-sm ${state?.ok ? 'text-leaf-700' : 'text-red-700'}`}>
      {state && (state.ok ? state.notice && coded.notice(state.notice) : coded.error(state.error))}
    </p>
  );
}

/** Pay an unpaid online order again: the gateway's page opens with the same order. */
export function PayAgainForm({ orderId }: { orderId: number }) {
  const t = useTranslations('account');
  const [state, action, pending] = useActionState(payAgainAction, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="order_id" value={orderId} />
      <SubmitButton size="md" pending={pending} pendingText={t('redirecting')}>
        {t('payNow')}
      </SubmitButton>
      <Outcome state={state} />
    </form>
  );
}

/** Cancel while the rules allow (pending and unpaid); asks once before it does. */
export function CancelOrderForm({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const t = useTranslations('account');
  const [state, action, pending] = useActionState(cancelMyOrderAction, null);
  return (
    <form
      action={action}
      className="space-y-2"
      onSubmit={(e) => {
        if (!window.confirm(t('confirmCancel', { number: orderNumber }))) e.preventDefault();
      }}
    >
      <input type="hidden" name="order_id" value={orderId} />
      <SubmitButton variant="danger" size="md" pending={pending} pendingText={t('cancelling')}>
        {t('cancelOrder')}
      </SubmitButton>
      <Outcome state={state} />
    </form>
  );
}
