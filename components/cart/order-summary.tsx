import { formatInr } from '@/lib/domain/money';
import type { Totals } from '@/lib/domain/pricing';

/**
 * The figures of the one pricing module (DESIGN.md §5), in paise until shown: the cart shows what checkout
 * will charge (GST 18%, shipping free above ₹500), not the spec's 10% estimate.
 */
export function SummaryRows({ totals: t, couponCode }: { totals: Totals; couponCode?: string | null }) {
  const row = 'flex justify-between gap-4 text-sm text-gray-700';
  return (
    <dl className="space-y-2">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd>{formatInr(t.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>Shipping</dt>
        <dd>
          {t.shippingWaived ? <s className="mr-2 text-gray-500">{formatInr(t.shippingWaived)}</s> : null}
          {t.shipping === 0 ? 'Free' : formatInr(t.shipping)}
        </dd>
      </div>
      <div className={row}>
        <dt>GST (18%)</dt>
        <dd>{formatInr(t.tax)}</dd>
      </div>
      {t.discount > 0 && (
        <div className={`${row} text-leaf-700`}>
          <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd>−{formatInr(t.discount)}</dd>
        </div>
      )}
      {t.codFee > 0 && (
        <div className={row}>
          <dt>Cash on delivery fee</dt>
          <dd>{formatInr(t.codFee)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold text-gray-900">
        <dt>Total</dt>
        <dd data-testid="summary-total">{formatInr(t.total)}</dd>
      </div>
    </dl>
  );
}
