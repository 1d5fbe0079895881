'use client';

import { useState } from 'react';
import { formatRupees } from '@/lib/domain/money';
import type { CouponState } from './checkout-api';

/** Coupon entry: uppercased, Apply disabled while empty or applying, Enter applies, removable when valid. */
export function CouponEntry({ coupon, onApply, onRemove }: { coupon: CouponState; onApply: (code: string) => void; onRemove: () => void }) {
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const applying = coupon.state === 'applying';

  function apply() {
    const trimmed = code.trim();
    if (!trimmed) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    onApply(trimmed);
  }

  if (coupon.state === 'valid') {
    return (
      <div className="rounded-lg border border-leaf-500 bg-leaf-50 p-3 text-sm" role="status">
        <div className="flex items-center justify-between gap-2">
          <p className="font-semibold text-leaf-800">
            {coupon.code} applied: −{formatRupees(coupon.discount)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            className="text-sm font-medium text-red-700 hover:underline"
            aria-label={`Remove coupon ${coupon.code}`}
          >
            Remove
          </button>
        </div>
        <p className="text-leaf-700">{coupon.message}</p>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="coupon" className="mb-1 block text-sm font-medium text-gray-800">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id="coupon"
          value={code}
          maxLength={32}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setEmptyError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm uppercase focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          placeholder="e.g. WELCOME10"
        />
        <button
          type="button"
          onClick={apply}
          disabled={!code.trim() || applying}
          className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:bg-gray-300"
        >
          {applying ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <div aria-live="polite">
        {emptyError && <p className="mt-1 text-xs text-red-700">Please enter a coupon code</p>}
        {coupon.state === 'invalid' && <p className="mt-1 text-xs text-red-700">{coupon.message}</p>}
      </div>
    </div>
  );
}
