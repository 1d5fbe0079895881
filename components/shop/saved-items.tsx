'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { cardProduct } from '@/lib/domain/catalog';
import { LinkButton } from '@/components/ui/link-button';
import { ProductCard } from './product-card';
import { readWishlist, useWishlist, writeWishlist } from './wishlist-store';

type Loaded = { for: number[]; products: WireProduct[] } | { for: number[]; error: string };

/** The public products among the saved ids, read from GET /api/products/saved in the page's language. */
async function loadSaved(ids: number[], locale: string): Promise<WireProduct[]> {
  const query = new URLSearchParams({ ids: ids.slice(0, 100).join(','), locale });
  const res = await fetch(`/api/products/saved?${query}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`saved products: ${res.status}`);
  return ((await res.json()) as { data: WireProduct[] }).data;
}

/** The products saved with the heart in this browser, with Add to Cart and a way to remove each. */
export function SavedItems() {
  const t = useTranslations('product');
  const ids = useWishlist();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const locale = useLocale();

  useEffect(() => {
    if (!ids || ids.length === 0) return;
    let live = true;
    loadSaved(ids, locale)
      .then((products) => live && setLoaded({ for: ids, products }))
      .catch(() => live && setLoaded({ for: ids, error: t('savedLoadError') }));
    return () => {
      live = false;
    };
  }, [ids, t, locale]);

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
