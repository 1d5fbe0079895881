'use client';

import type { CartItem, CartSummary } from '@/lib/domain/wire/cart';
import { formatRupees } from '@/lib/domain/money';
import { SummaryRows } from '@/components/cart/order-summary';
import { CouponEntry } from './coupon-entry';
import type { CouponState } from './checkout-api';

export function CheckoutSidebar({
  items,
  summary,
  coupon,
  onApply,
  onRemove,
}: {
  items: CartItem[];
  summary: CartSummary;
  coupon: CouponState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-gray-900">
        Order Summary
      </h2>
      <ul className="space-y-2 text-sm">
        {items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-gray-700">
              {i.product.name} × {i.quantity}
            </span>
            <span className="shrink-0 text-gray-900">{formatRupees(i.total)}</span>
          </li>
        ))}
      </ul>
      <CouponEntry coupon={coupon} onApply={onApply} onRemove={onRemove} />
      <SummaryRows s={summary} couponCode={coupon.state === 'valid' ? coupon.code : null} />
    </aside>
  );
}
