import { describe, expect, it } from 'vitest';
import { localizeCategory, localizeProduct, localizedText } from '@/lib/domain/localized';
import { pageLocale } from '@/lib/actions/page-locale';
import type { WireProduct } from '@/lib/domain/wire/catalog';
import { seedProducts } from '@/db/seed-data/products';
import { seedProductsHi, seedSlidesHi } from '@/db/seed-data/hindi';
import { seedSlides } from '@/db/seed-data/slides';

describe('localizedText (the English fallback of office-entered Hindi texts)', () => {
  it('shows the Hindi text on Hindi pages when there is one', () => {
    expect(localizedText('hi', 'Brass Bell', 'पीतल की घंटी')).toBe('पीतल की घंटी');
  });
  it('falls back to English when the translation is missing or blank', () => {
    expect(localizedText('hi', 'Brass Bell', null)).toBe('Brass Bell');
    expect(localizedText('hi', 'Brass Bell', undefined)).toBe('Brass Bell');
    expect(localizedText('hi', 'Brass Bell', '   ')).toBe('Brass Bell');
    expect(localizedText('hi', null, null)).toBeNull();
  });
  it('always shows English on English pages', () => {
    expect(localizedText('en', 'Brass Bell', 'पीतल की घंटी')).toBe('Brass Bell');
  });
});

const product = {
  id: 1,
  name: 'Brass Bell',
  title: 'Brass Bell',
  description: 'A bell.',
  category_name: 'Crafts',
  name_hi: 'पीतल की घंटी',
  description_hi: null,
  category_name_hi: 'हस्तशिल्प',
} as WireProduct;

describe('localizeProduct / localizeCategory', () => {
  it('replaces name, title and category with Hindi, keeps the English description when untranslated', () => {
    const hi = localizeProduct(product, 'hi');
    expect(hi).toMatchObject({ name: 'पीतल की घंटी', title: 'पीतल की घंटी', description: 'A bell.', category_name: 'हस्तशिल्प' });
    expect(localizeProduct(product, 'en')).toBe(product);
  });
  it('names a category in Hindi where it has a Hindi name', () => {
    expect(localizeCategory({ id: 1, name: 'Crafts', slug: 'crafts', name_hi: 'हस्तशिल्प' }, 'hi').name).toBe('हस्तशिल्प');
    expect(localizeCategory({ id: 1, name: 'Crafts', slug: 'crafts', name_hi: null }, 'hi').name).toBe('Crafts');
  });
});

describe('pageLocale (the language of a site form: the locale its page sent with it)', () => {
  it("is the page's language when the form names one of ours", () => {
    expect(pageLocale('hi')).toBe('hi');
    expect(pageLocale('en')).toBe('en');
  });
  it('is English for anything else, never a guess', () => {
    for (const sent of ['', 'HI', 'fr', '/hi/checkout', null, undefined, 7, ['hi']]) expect(pageLocale(sent)).toBe('en');
  });
});

describe('demo content in Hindi', () => {
  it('has a Hindi name for every demo product, and a Hindi description wherever the English one is not empty', () => {
    for (const p of seedProducts) {
      expect(seedProductsHi[p.sku]?.name, p.sku).toBeTruthy();
      if (p.description) expect(seedProductsHi[p.sku]?.description, p.sku).toBeTruthy();
    }
  });
  it('has Hindi texts for every demo slide', () => {
    for (const s of seedSlides) expect(seedSlidesHi[s.position]?.title).toBeTruthy();
  });
});
