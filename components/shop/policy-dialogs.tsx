import { TriggerDialog } from '@/components/ui/trigger-dialog';
import { useTranslations } from 'next-intl';
import { PROMISE_ARGS as a } from './promise-args';

const link = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** Shipping and refund policies, in modals (server-rendered text inside a client dialog). */
export function PolicyDialogs() {
  const t = useTranslations('shop');
  return (
    <div className="flex flex-wrap gap-4">
      <TriggerDialog title={t('shippingPolicy')} label={t('shippingPolicy')} className={link}>
        <p>{t('promise.dispatch')}</p>
        <p>
          {t('promise.delivery')} {t('shipsEmail')}
        </p>
        <p>{t('promise.shippingRule', { freeAbove: a.freeAbove, fee: a.fee })}</p>
      </TriggerDialog>
      <TriggerDialog title={t('refundPolicy')} label={t('refundPolicy')} className={link}>
        <p>{t('promise.returnsRule', { days: a.returnDays, email: a.email })}</p>
        <p>{t('promise.warranty', { days: a.returnDays })}</p>
        <p>{t('promise.donationRefund', { hours: a.donationHours, email: a.email })}</p>
        <p>{t('promise.cancelRecurring', { email: a.email })}</p>
        <p>{t('promise.tax')}</p>
      </TriggerDialog>
    </div>
  );
}
