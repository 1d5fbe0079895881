import type { Metadata } from 'next';
import { shopHref } from '@/components/shop/shop-url';
import type { ShopView } from '@/lib/domain/wire/catalog';

/** Title, description and canonical address of a shop listing (the public /shop?… URL, never the internal route). */
export function shopMetadata(view: ShopView): Metadata {
  const { category, search } = view;
  const page = view.result.current_page > 1 ? view.result.current_page : undefined;
  const canonical = shopHref({ category: category?.slug, page });
  return {
    title: category ? `${category.name} | Shop` : 'Shop handmade crafts and gifts',
    description: `${category ? `${category.name} from` : 'Handmade crafts, clothing and gifts from'} the artisans and trainees of our programmes. Prices in ₹, every purchase supports our work.`,
    // Search results are not pages of their own; category pages are.
    alternates: { canonical },
    robots: search ? { index: false, follow: true } : undefined,
    openGraph: { url: canonical },
  };
}
