import type { Metadata } from 'next';
import { localizedPath, OG_LOCALE, routing, type Locale } from '@/lib/i18n/routing';

/**
 * The language part of a public page's metadata: its canonical address in this language, the hreflang
 * alternates (en, hi, x-default = English) and the Open Graph locale. `path` is the English address.
 */
export function languageAlternates(locale: Locale, path: string): Pick<Metadata, 'alternates'> & { openGraph: Metadata['openGraph'] } {
  const languages = Object.fromEntries(routing.locales.map((l) => [l, localizedPath(path, l)]));
  return {
    alternates: { canonical: localizedPath(path, locale), languages: { ...languages, 'x-default': path } },
    openGraph: {
      locale: OG_LOCALE[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      url: localizedPath(path, locale),
    },
  };
}
