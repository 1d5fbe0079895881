import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ShopListing } from '@/components/shop/shop-listing';
import { guestCaller } from '@/lib/server/accounts';
import { loadShopView } from '@/lib/server/catalog';
import { shopMetadata } from './shop-metadata';

// /shop with a free-text search, rendered per request. Without one, next.config.ts rewrites /shop (with
// its category and page) to the cached ./listing route; the public URL stays /shop?….
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// A page past the last one is a 404 (not an empty page that still counts every product).
const viewOf = cache(async (params: Awaited<Props['searchParams']>) => {
  const view = await loadShopView(guestCaller(), params);
  if (view.result.current_page > view.result.last_page) notFound();
  return view;
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(await viewOf(await searchParams));
}

export default async function ShopPage({ searchParams }: Props) {
  return <ShopListing view={await viewOf(await searchParams)} />;
}
