import { Dialog } from '@/components/ui/dialog';
import { useTranslations } from 'next-intl';
import { PROMISE_ARGS as a } from './promise-args';

const link = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';
const text = 'space-y-3 text-sm leading-relaxed text-gray-700';

/** Shipping and refund policies, in modals (server-rendered text inside a client dialog). */
export function PolicyDialogs() {
  const t = useTranslations('shop');
  const site = useTranslations('site');
  const labels = { closeLabel: site('closeDialog'), footerClose: site('close'), placement: 'normal' } as const;
  return (
    <div className="flex flex-wrap gap-4">
      <Dialog title={t('shippingPolicy')} trigger={{ label: t('shippingPolicy'), className: link }} {...labels}>
        <div className={text}>
          <p>{t('promise.dispatch')}</p>
          <p>
            {t('promise.delivery')} {t('shipsEmail')}
          </p>
          <p>{t('promise.shippingRule', { freeAbove: a.freeAbove, fee: a.fee })}</p>
        </div>
      </Dialog>
      <Dialog title={t('refundPolicy')} trigger={{ label: t('refundPolicy'), className: link }} {...labels}>
        <div className={text}>
          <p>{t('promise.returnsRule', { days: a.returnDays, email: a.email })}</p>
          <p>{t('promise.warranty', { days: a.returnDays })}</p>
          <p>{t('promise.donationRefund', { hours: a.donationHours, email: a.email })}</p>
          <p>{t('promise.cancelRecurring', { email: a.email })}</p>
          <p>{t('promise.tax')}</p>
        </div>
      </Dialog>
    </div>
  );
}
