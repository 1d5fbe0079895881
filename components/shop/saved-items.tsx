'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useCodedText } from '@/lib/i18n/use-coded-text';
import { savedProductsAction } from '@/lib/actions/saved-items';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { cardProduct } from '@/lib/domain/catalog';
import { LinkButton } from '@/components/ui/link-button';
import { ProductCard } from './product-card';
import { readWishlist, useWishlist, writeWishlist } from './wishlist-store';

type Loaded = { for: number[]; products: WireProduct[] } | { for: number[]; error: string };

/** The products saved with the heart in this browser, with Add to Cart and a way to remove each. */
export function SavedItems() {
  const t = useTranslations('product');
  const ids = useWishlist();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const locale = useLocale();
  const coded = useCodedText();
  const refused = coded.error;

  useEffect(() => {
    if (!ids || ids.length === 0) return;
    let live = true;
    savedProductsAction(ids, locale)
      .then((r) => live && setLoaded(r.ok ? { for: ids, products: r.data } : { for: ids, error: refused(r.error) }))
      .catch(() => live && setLoaded({ for: ids, error: t('savedLoadError') }));
    return () => {
      live = false;
    };
  }, [ids, t, locale, refused]);

  if (ids === null || (ids.length > 0 && loaded === null)) {
    return (
      <p role="status" className="text-gray-600">
        {t('savedLoading')}
      </p>
    );
  }
  if (ids.length === 0) {
    return (
      <div className="rounded-xl border border-gray-100 bg-white p-8 text-center shadow-sm">
        <p className="text-gray-700">{t('savedNone')}</p>
        <LinkButton href="/shop" className="mt-4">
          {t('browse')}
        </LinkButton>
      </div>
    );
  }
  if (loaded && 'error' in loaded) return <p className="text-red-700">{loaded.error}</p>;
  // Removing one shows the rest at once, without asking the server again.
  const products = (loaded?.products ?? []).filter((p) => ids.includes(p.id));
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('savedItems')}>
      {products.map((p) => (
        <li key={p.id} className="flex flex-col gap-2">
          <ProductCard product={cardProduct(p)} />
          <button
            type="button"
            onClick={() => writeWishlist(readWishlist().filter((id) => id !== p.id))}
            className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-50"
          >
            {t('remove')}
            <span className="sr-only">{t('removeSaved', { name: p.name })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
