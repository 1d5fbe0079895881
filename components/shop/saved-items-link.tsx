'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { useWishlist } from './wishlist-store';

/** The way to the Saved items page, with how many there are once the browser has read them. */
export function SavedItemsLink({ className = '' }: { className?: string }) {
  const t = useTranslations('product');
  const ids = useWishlist();
  return (
    <Link href="/shop/saved" className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline ${className}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
      </svg>
      {ids && ids.length > 0 ? t('savedItemsCount', { count: ids.length }) : t('savedItems')}
    </Link>
  );
}
