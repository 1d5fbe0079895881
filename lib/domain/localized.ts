import type { Category, WireProduct } from '@/lib/domain/wire/catalog';

/** The site's languages as content sees them (lib/i18n/routing's Locale, kept here so lib/domain stays self-contained). */
export const CONTENT_LOCALES = ['en', 'hi'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/**
 * The text a page in `locale` shows: the Hindi translation when the office entered one, the English text
 * otherwise (a blank translation counts as missing).
 */
export function localizedText<T extends string | null>(locale: ContentLocale, english: T, hindi: string | null | undefined): T | string {
  if (locale === 'hi' && typeof hindi === 'string' && hindi.trim() !== '') return hindi;
  return english;
}

/** A product as a page in `locale` shows it: its Hindi name, description and category where entered. */
export function localizeProduct<T extends WireProduct>(product: T, locale: ContentLocale): T {
  if (locale === 'en') return product;
  const name = localizedText(locale, product.name, product.name_hi);
  return {
    ...product,
    name,
    title: name,
    description: localizedText(locale, product.description, product.description_hi),
    category_name: localizedText(locale, product.category_name, product.category_name_hi),
  };
}

export function localizeCategory<T extends Category>(category: T, locale: ContentLocale): T {
  return locale === 'en' ? category : { ...category, name: localizedText(locale, category.name, category.name_hi) };
}
