import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { geistSans } from '@/app/fonts/geist-sans';
import { hindiLabelFont, notoSansDevanagari } from '@/app/fonts/noto-sans-devanagari';
import { foundation } from '@/lib/config/foundation';
import { isSandboxEnabled } from '@/lib/server/payments';
import { HtmlDocument } from '@/components/site/html-document';
import { SiteChrome } from '@/components/site/site-chrome';
import { HTML_LANG, isLocale, routing } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { rootMetadata, rootViewport } from '@/app/_shared/root-metadata';
import { enterLocale } from '@/app/_shared/locale';
import '@/app/globals.css';

export const viewport = rootViewport;
// Both languages are prerendered; any other value of the segment is a 404 (below). Not dynamicParams =
// false: that would also hold for the product and listing segments below, which render on first request.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  // Metadata is resolved apart from the layout's render: set the locale here too, so that every later
  // next-intl call of this request (a not-found page's title) knows it.
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    ...rootMetadata(),
    title: { default: t('siteTitle', { name: foundation.name }), template: `%s | ${foundation.name}` },
    description: t('siteDescription', { name: foundation.name }),
    openGraph: { type: 'website', siteName: foundation.name },
  };
}

/** The public site's root layout, in the language of its address (English plain, Hindi under /hi). */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'site' });
  // Devanagari: the whole font on Hindi pages; on English pages only the letters of the switch's "हिंदी".
  const fonts = `${geistSans.variable} ${(locale === 'hi' ? notoSansDevanagari : hindiLabelFont).variable}`;
  return (
    <HtmlDocument lang={HTML_LANG[locale]} fontClassName={fonts} sandbox={isSandboxEnabled()} sandboxNotice={t('testMode')}>
      <NextIntlClientProvider locale={locale} messages={clientMessages(locale)}>
        <SiteChrome>{children}</SiteChrome>
      </NextIntlClientProvider>
    </HtmlDocument>
  );
}
