import { ogCard, OG_SIZE } from '@/components/og/og-card';
import { foundation } from '@/lib/config/foundation';
import { textTranslator } from '@/lib/i18n/format-text';
import { isLocale } from '@/lib/i18n/routing';
import { shareCardFonts } from '@/lib/server/pdf';

// The site's sharing card, in the page's language (/en/opengraph-image, /hi/opengraph-image): every page of
// [locale] without a card of its own links it. Rendered on its first request, then served from the cache (as
// the product cards are): without these two it was rendered on every request.
export const alt = `${foundation.name}: education, livelihood and environment in Kanpur`;
export const size = OG_SIZE;
export const contentType = 'image/png';
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ locale: string }[]> => [];

export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = textTranslator(isLocale(locale) ? locale : 'en');
  return ogCard(
    {
      eyebrow: t('meta.shareCard.eyebrow'),
      title: foundation.name,
      detail: t('meta.shareCard.detail'),
      footer: t('meta.shareCard.footer'),
    },
    await shareCardFonts(),
  );
}
