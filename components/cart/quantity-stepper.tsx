'use client';

import { useTranslations } from 'next-intl';

/**
 * Minus (disabled at 1) and plus (disabled at the stock) as submit buttons of the line's form: each posts the
 * quantity it leads to, so the stepper works without JavaScript too. A segmented control with its own look, not a
 * button (components/ui/button.tsx); its form's pending flag comes in as `busy`.
 */
export function QuantityStepper({ quantity, max, busy, name }: { quantity: number; max: number; busy: boolean; name: string }) {
  const t = useTranslations('cart');
  const btn =
    'inline-flex h-8 w-8 items-center justify-center text-base font-bold text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-full border border-gray-300"
      role="group"
      aria-label={t('quantityOf', { name })}
    >
      <button
        type="submit"
        name="quantity"
        value={quantity - 1}
        className={btn}
        disabled={busy || quantity <= 1}
        aria-label={t('decreaseOf', { name })}
      >
        −
      </button>
      <span className="w-9 text-center text-sm font-semibold" aria-live="polite" data-testid="quantity">
        {quantity}
      </span>
      <button
        type="submit"
        name="quantity"
        value={quantity + 1}
        className={btn}
        disabled={busy || quantity >= max}
        aria-label={t('increaseOf', { name })}
      >
        +
      </button>
    </div>
  );
}
