'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { clampQuantity, maxQuantity, stockBadge } from '@/lib/domain/catalog';
import type { Availability } from '@/lib/domain/wire/catalog';
import { AddToCartButton } from './add-to-cart-button';
import { useLiveStock } from './live-stock';

/**
 * Quantity stepper (1 to stock, 99 while unknown) and Add to Cart, one form: the quantity is sent with it.
 * The page is cached with the product's availability only; the count comes live from the browser.
 */
export function ProductPurchase({ productId, availability }: { productId: number; availability: Availability }) {
  const t = useTranslations('product');
  const [quantity, setQuantity] = useState(1);
  const live = useLiveStock(productId, availability !== 'out');
  const stock = availability === 'out' ? 0 : live;
  const badge = stockBadge(stock);
  const max = maxQuantity(stock);
  const outOfStock = availability === 'out' || (stock !== null && stock <= 0);
  const step =
    'inline-flex h-11 w-11 items-center justify-center text-lg font-bold text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <AddToCartButton productId={productId} stock={stock} quantity={quantity} className="max-w-sm space-y-4">
      {badge?.kind === 'low' && <p className="text-sm font-semibold text-amber-700">{t('onlyLeft', { count: badge.left })}</p>}
      {outOfStock ? (
        <input type="hidden" name="quantity" value={1} />
      ) : (
        <div className="flex items-center gap-4">
          <label htmlFor="quantity" className="text-sm font-semibold text-gray-700">
            {t('quantity')}
          </label>
          <div className="inline-flex items-center overflow-hidden rounded-full border border-gray-300">
            <button
              type="button"
              className={step}
              onClick={() => setQuantity((q) => clampQuantity(q - 1, stock))}
              disabled={quantity <= 1}
              aria-label={t('decrease')}
            >
              −
            </button>
            <input
              id="quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={quantity}
              onChange={(e) => setQuantity(clampQuantity(Number(e.target.value), stock))}
              className="h-11 w-14 border-x border-gray-300 text-center text-sm [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className={step}
              onClick={() => setQuantity((q) => clampQuantity(q + 1, stock))}
              disabled={quantity >= max}
              aria-label={t('increase')}
            >
              +
            </button>
          </div>
          {stock !== null && <span className="text-sm text-gray-500">{t('inStock', { count: stock.toLocaleString('en-IN') })}</span>}
        </div>
      )}
    </AddToCartButton>
  );
}
