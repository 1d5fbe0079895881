import { setRequestLocale } from 'next-intl/server';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';

/** Every page and layout under app/[locale] gets these params. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * Tells next-intl the page's language from its [locale] segment. Every page under app/[locale] calls it
 * first: without it next-intl reads the request headers, which would make prerendered pages dynamic.
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const chosen = isLocale(locale) ? locale : routing.defaultLocale;
  setRequestLocale(chosen);
  return chosen;
}
