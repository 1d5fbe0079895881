'use client';

import { useTranslations } from 'next-intl';
import { readWishlist, useWishlist, writeWishlist } from './wishlist-store';

/** The heart: saves the product to this browser's Saved items (/shop/saved). */
export function WishlistButton({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('product');
  const saved = (useWishlist() ?? []).includes(productId);

  function toggle() {
    const list = readWishlist();
    writeWishlist(saved ? list.filter((id) => id !== productId) : [...list, productId]);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={t('save', { name })}
      className={`rounded-full border p-3 transition-colors ${saved ? 'border-red-200 bg-red-50 text-red-600' : 'border-gray-300 text-gray-600 hover:bg-gray-50'}`}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
    </button>
  );
}
