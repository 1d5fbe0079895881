import { useTranslations } from 'next-intl';
import { formatInr } from '@/lib/domain/money';
import { uniformGstRate, type Totals } from '@/lib/domain/pricing';

/**
 * The figures of the one pricing module (DESIGN.md §5), in paise until shown: the cart shows what checkout
 * will charge (GST 18%, shipping free above ₹500), not the spec's 10% estimate.
 */
export function SummaryRows({ totals, couponCode }: { totals: Totals; couponCode?: string | null }) {
  const t = useTranslations('cart');
  const row = 'flex justify-between gap-4 text-sm text-gray-700';
  const rate = uniformGstRate(totals.taxLines.map((l) => l.rate));
  return (
    <dl className="space-y-2">
      <div className={row}>
        <dt>{t('subtotal')}</dt>
        <dd>{formatInr(totals.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{t('shipping')}</dt>
        <dd>
          {totals.shippingWaived ? <s className="mr-2 text-gray-500">{formatInr(totals.shippingWaived)}</s> : null}
          {totals.shipping === 0 ? t('free') : formatInr(totals.shipping)}
        </dd>
      </div>
      <div className={row}>
        <dt>{rate === null ? t('gstMixed') : t('gst', { percent: rate })}</dt>
        <dd>{formatInr(totals.tax)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={`${row} text-leaf-700`}>
          <dt>{couponCode ? t('discountCode', { code: couponCode }) : t('discount')}</dt>
          <dd>−{formatInr(totals.discount)}</dd>
        </div>
      )}
      {totals.codFee > 0 && (
        <div className={row}>
          <dt>{t('codFee')}</dt>
          <dd>{formatInr(totals.codFee)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold text-gray-900">
        <dt>{t('total')}</dt>
        <dd data-testid="summary-total">{formatInr(totals.total)}</dd>
      </div>
    </dl>
  );
}
