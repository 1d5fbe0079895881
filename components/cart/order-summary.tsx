import type { CartSummary } from '@/lib/domain/wire/cart';
import { formatRupees } from '@/lib/domain/money';

/**
 * The figures of the one pricing module (DESIGN.md §5): the cart shows what checkout will charge (GST 18%,
 * shipping free above ₹500), not the spec's 10% estimate.
 */
export function SummaryRows({ s, couponCode }: { s: CartSummary; couponCode?: string | null }) {
  const row = 'flex justify-between gap-4 text-sm text-gray-700';
  return (
    <dl className="space-y-2">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd>{formatRupees(s.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>Shipping</dt>
        <dd>
          {s.shipping_discount ? <s className="mr-2 text-gray-400">{formatRupees(s.shipping_discount)}</s> : null}
          {s.shipping_amount === 0 ? 'Free' : formatRupees(s.shipping_amount)}
        </dd>
      </div>
      <div className={row}>
        <dt>GST (18%)</dt>
        <dd>{formatRupees(s.tax_amount)}</dd>
      </div>
      {s.discount_amount > 0 && (
        <div className={`${row} text-leaf-700`}>
          <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd>−{formatRupees(s.discount_amount)}</dd>
        </div>
      )}
      {s.cod_fee > 0 && (
        <div className={row}>
          <dt>Cash on delivery fee</dt>
          <dd>{formatRupees(s.cod_fee)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base font-bold text-gray-900">
        <dt>Total</dt>
        <dd data-testid="summary-total">{formatRupees(s.total_amount)}</dd>
      </div>
    </dl>
  );
}
