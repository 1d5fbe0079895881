import { defineRouting } from 'next-intl/routing';

/**
 * The site's two languages. English keeps today's addresses (no prefix), so links and the existing /api
 * client keep working; Hindi lives under /hi. next.config.ts maps the unprefixed addresses onto the
 * [locale] segment with a rewrite (no proxy on ordinary requests), and sends /en/... to the plain address.
 * No language is ever chosen for the visitor: a first visit whose browser prefers Hindi is offered it
 * (components/site/language-offer.tsx), and the switch remembers the choice in a cookie.
 */
export const routing = defineRouting({
  locales: ['en', 'hi'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** The address of a path (as the English site writes it, starting with '/') in a language. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** BCP 47 tags for <html lang> and Open Graph. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };
