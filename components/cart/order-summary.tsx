import { useTranslations } from 'next-intl';
import { formatInr } from '@/lib/domain/money';
import { uniformGstRate, type Totals } from '@/lib/domain/pricing';

/**
 * The figures of the one pricing module (DESIGN.md §5), in paise until shown: the goods at the prices shown
 * (GST included) less the coupon, then the price break-up the e-commerce rules ask for (taxable value, GST,
 * shipping and the COD fee with their GST, total). Taxable value + GST = items − discount, so the break-up adds
 * up to the total without repeating a row.
 */
export function SummaryRows({ totals, couponCode }: { totals: Totals; couponCode?: string | null }) {
  const t = useTranslations('cart');
  const row = 'flex justify-between gap-4 text-sm text-gray-700';
  const rate = uniformGstRate(totals.taxLines.map((l) => l.rate));
  return (
    <div className="space-y-2">
      <dl className="space-y-2">
        <div className={row}>
          <dt>{t('goods')}</dt>
          <dd>{formatInr(totals.goods)}</dd>
        </div>
        {totals.goodsDiscount > 0 && (
          <div className={`${row} text-leaf-700`}>
            <dt>{couponCode ? t('discountCode', { code: couponCode }) : t('discount')}</dt>
            <dd>−{formatInr(totals.goodsDiscount)}</dd>
          </div>
        )}
      </dl>
      <h3 className="border-t border-gray-100 pt-2 text-xs font-semibold uppercase tracking-wide text-gray-500">{t('breakUp')}</h3>
      <dl className="space-y-2" aria-label={t('breakUp')}>
        <div className={row}>
          <dt>{t('taxable')}</dt>
          <dd>{formatInr(totals.taxable)}</dd>
        </div>
        <div className={row}>
          <dt>{rate === null ? t('gstMixed') : t('gst', { percent: rate })}</dt>
          <dd>{formatInr(totals.tax)}</dd>
        </div>
        <div className={row}>
          <dt>{t('shippingInclGst')}</dt>
          <dd>
            {totals.shippingWaived ? <s className="mr-2 text-gray-500">{formatInr(totals.shippingWaived)}</s> : null}
            {totals.shipping === 0 ? t('free') : formatInr(totals.shipping)}
          </dd>
        </div>
        {totals.codFee > 0 && (
          <div className={row}>
            <dt>{t('codFeeInclGst')}</dt>
            <dd>{formatInr(totals.codFee)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold text-gray-900">
          <dt>{t('total')}</dt>
          <dd data-testid="summary-total">{formatInr(totals.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
