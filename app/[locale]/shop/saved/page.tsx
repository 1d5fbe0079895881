import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedItems } from '@/components/shop/saved-items';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { localizedPath } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'shop' });
  return { title: t('savedMetaTitle'), robots: { index: false }, alternates: { canonical: localizedPath('/shop/saved', locale) } };
}

// The list lives in the visitor's browser (the heart), so the page is the same static shell for everyone.
export default async function SavedItemsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'shop' });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="mb-2 text-3xl font-bold text-gray-900">{t('savedTitle')}</h1>
      <p className="mb-8 text-gray-600">{t('savedIntro')}</p>
      <SavedItems />
    </section>
  );
}
