import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ShopListing } from '@/components/shop/shop-listing';
import { guestCaller } from '@/lib/server/accounts';
import { loadShopView } from '@/lib/server/catalog';
import { shopMetadata } from './shop-metadata';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import type { Locale } from '@/lib/i18n/routing';

// /shop with a free-text search, rendered per request. Without one, next.config.ts rewrites /shop (with
// its category and page) to the cached ./listing route; the public URL stays /shop?….
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// An unknown category, or a page past the last one, is a 404 (never kept in the cache).
const viewOf = cache(async (params: Awaited<Props['searchParams']>, locale: Locale) => {
  const view = await loadShopView(guestCaller(), params, locale);
  if (!view || view.result.current_page > view.result.last_page) notFound();
  return view;
});

export async function generateMetadata({ params, searchParams }: LocaleParams & Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  return shopMetadata(await viewOf(await searchParams, locale), locale);
}

export default async function ShopPage({ params, searchParams }: LocaleParams & Props) {
  const locale = await enterLocale(params);
  return <ShopListing view={await viewOf(await searchParams, locale)} />;
}
