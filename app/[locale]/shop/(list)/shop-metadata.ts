import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { shopHref } from '@/components/shop/shop-url';
import type { ShopView } from '@/lib/domain/wire/catalog';
import type { Locale } from '@/lib/i18n/routing';
import { languageAlternates } from '@/app/_shared/page-metadata';

/** Title, description and canonical address of a shop listing (the public /shop?… URL, never the internal route). */
export async function shopMetadata(view: ShopView, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'shop' });
  const { category, search } = view;
  const page = view.result.current_page > 1 ? view.result.current_page : undefined;
  const canonical = shopHref({ category: category?.slug, page });
  return {
    title: category ? t('metaCategoryTitle', { category: category.name }) : t('metaTitle'),
    description: category ? t('metaCategoryDescription', { category: category.name }) : t('metaDescription'),
    // Search results are not pages of their own; category pages are.
    ...languageAlternates(locale, canonical),
    robots: search ? { index: false, follow: true } : undefined,
  };
}
