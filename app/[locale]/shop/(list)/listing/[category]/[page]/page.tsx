import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ShopListing } from '@/components/shop/shop-listing';
import { guestCaller } from '@/lib/server/accounts';
import { loadShopView } from '@/lib/server/catalog';
import { shopMetadata } from '@/app/[locale]/shop/(list)/shop-metadata';
import { enterLocale } from '@/app/_shared/locale';
import type { Locale } from '@/lib/i18n/routing';

// /shop?category=…&page=… (and plain /shop) through next.config.ts's rewrites: rendered on the first request
// of each category and page, then served from the prerender cache until a product or category write
// expires its tags (lib/server/cache/expiry.ts). 'all' stands for no category.
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ category: string; page: string }[]> => [];

type Props = { params: Promise<{ category: string; page: string; locale: string }> };

// An unknown category, or a page past the last one, is a 404 (never kept in the cache).
const viewOf = cache(async (category: string, page: string, locale: Locale) => {
  const view = await loadShopView(guestCaller(), { category: category === 'all' ? undefined : category, page }, locale);
  if (!view || view.result.current_page > view.result.last_page) notFound();
  return view;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const { category, page } = await params;
  return shopMetadata(await viewOf(category, page, locale), locale);
}

export default async function ShopListingPage({ params }: Props) {
  const locale = await enterLocale(params);
  const { category, page } = await params;
  return <ShopListing view={await viewOf(category, page, locale)} />;
}
