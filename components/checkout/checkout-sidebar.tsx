'use client';

import { useTranslations } from 'next-intl';
import type { CartViewLine } from '@/lib/domain/cart-view';
import type { CouponStatus } from '@/lib/domain/checkout';
import { formatInr } from '@/lib/domain/money';
import type { Totals } from '@/lib/domain/pricing';
import { SummaryRows } from '@/components/cart/order-summary';
import { CouponEntry } from './coupon-entry';

export function CheckoutSidebar({
  lines,
  totals,
  coupon,
  couponError,
}: {
  lines: CartViewLine[];
  totals: Totals;
  coupon: CouponStatus;
  couponError?: string;
}) {
  const t = useTranslations('checkout');
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-gray-900">
        {t('summary')}
      </h2>
      <ul className="space-y-2 text-sm">
        {lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-gray-700">
              {l.name} × {l.quantity}
            </span>
            <span className="shrink-0 text-gray-900">{formatInr(l.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <CouponEntry coupon={coupon} error={couponError} />
      <SummaryRows totals={totals} couponCode={coupon.state === 'valid' ? coupon.code : null} />
    </aside>
  );
}
