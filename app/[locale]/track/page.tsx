import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TrackOrder } from '@/components/track/track-order';
import { trackOrderAction } from '@/lib/actions/tracking';
import { foundation } from '@/lib/config/foundation';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'track' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription', { name: foundation.name }),
    // ?order=… shows one order; the page itself is /track (/hi/track in Hindi).
    ...languageAlternates(locale, '/track'),
  };
}

// The form is a GET form to this page (it works without JavaScript): ?order= present means a search, and an
// empty one answers "Order number is required".
export default async function TrackPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'track' });
  const { order } = await searchParams;
  const number = typeof order === 'string' ? order.trim().toUpperCase().slice(0, 40) : null;
  const result = number === null ? null : await trackOrderAction(number, locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">{t('title')}</h1>
      <p className="mb-6 mt-2 text-gray-600">{t('intro')}</p>
      <TrackOrder number={number ?? ''} result={result} />
    </div>
  );
}
