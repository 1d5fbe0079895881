import { useTranslations } from 'next-intl';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { uniformGstRate } from '@/lib/domain/pricing';
import type { WireOrderAmounts } from '@/lib/domain/wire/orders';

type Amounts = Omit<WireOrderAmounts, 'currency'> & {
  coupon_code?: string | null;
  items?: { gst_rate?: number | null }[];
  /** What went back through the gateway (the order's detail carries it): shown under the total, with what is left. */
  refunded_amount?: number;
};

/** An order's money, line by line, adding up to its total (amounts in rupees, as the wire carries them). */
export function PriceBreakdown({ amounts: a }: { amounts: Amounts }) {
  const t = useTranslations('orders');
  const rate = uniformGstRate((a.items ?? []).map((i) => i.gst_rate));
  const sub = 'pl-4 text-xs text-gray-500';
  const rows: [string, string, string?][] = [
    [t('subtotal'), formatInr(rupeesToPaise(a.subtotal))],
    [t('shipping'), a.shipping_amount === 0 ? t('free') : formatInr(rupeesToPaise(a.shipping_amount))],
    [rate === null ? t('gstMixed') : t('gst', { percent: rate }), formatInr(rupeesToPaise(a.tax_amount))],
  ];
  // The split by place of supply (orders from before it was recorded have none).
  if (a.igst_amount != null && a.igst_amount > 0) rows.push([t('igst'), formatInr(rupeesToPaise(a.igst_amount)), sub]);
  else if (a.cgst_amount != null && a.sgst_amount != null && a.tax_amount > 0) {
    rows.push([t('cgst'), formatInr(rupeesToPaise(a.cgst_amount)), sub]);
    rows.push([t('sgst'), formatInr(rupeesToPaise(a.sgst_amount)), sub]);
  }
  if (a.discount_amount > 0)
    rows.push([
      a.coupon_code ? t('discountCode', { code: a.coupon_code }) : t('discount'),
      `−${formatInr(rupeesToPaise(a.discount_amount))}`,
      'text-leaf-700',
    ]);
  if (a.cod_fee > 0) rows.push([t('codFee'), formatInr(rupeesToPaise(a.cod_fee))]);
  return (
    <dl className="space-y-1.5 text-sm" data-testid="price-breakdown">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className={tone === sub ? sub : 'text-gray-600'}>{label}</dt>
          <dd className={tone === sub ? 'text-xs text-gray-500' : (tone ?? 'text-gray-900')}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
        <dt>{t('total')}</dt>
        <dd>{formatInr(rupeesToPaise(a.total_amount))}</dd>
      </div>
      {a.refunded_amount != null && a.refunded_amount > 0 && (
        <>
          <div className="flex justify-between gap-4 text-leaf-700" data-testid="refunded">
            <dt>{t('refunded')}</dt>
            <dd>−{formatInr(rupeesToPaise(a.refunded_amount))}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold text-gray-900">
            <dt>{t('netPaid')}</dt>
            <dd>{formatInr(Math.max(rupeesToPaise(a.total_amount) - rupeesToPaise(a.refunded_amount), 0))}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
