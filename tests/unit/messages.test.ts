import { describe, expect, it } from 'vitest';
import format, { type CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'use-intl/core';
import { compiledMessagesFor } from '@/lib/i18n/compiled-messages';
import { mailTranslator } from '@/lib/i18n/mail';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

type Tree = { [key: string]: string | Tree };

/** Every message as 'namespace.key' → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message uses ({name}, {count, plural, ...}). */
function argumentsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

describe('message catalogues (lib/i18n/messages)', () => {
  const english = flatten(en as Tree);
  const hindi = flatten(hi as Tree);

  it('have the same keys in both languages', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same arguments in both languages', () => {
    const mismatched = [...english].filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(hindi.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty message', () => {
    expect([...english, ...hindi].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

// The site formats precompiled texts with icu-minify's format-only formatter (lib/i18n/compiled-messages.ts,
// next.config.ts): every message must read exactly as next-intl's full ICU formatter reads the raw text.
describe('precompiled messages', () => {
  const FORMATTERS = {
    getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
    getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
    getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
  };

  for (const [locale, catalogue] of [
    ['en', en],
    ['hi', hi],
  ] as const) {
    it(`read the same as the raw ${locale} texts, for every message and plural form`, () => {
      const t = createTranslator({ locale, messages: catalogue });
      const compiledTree = compiledMessagesFor(locale) as unknown as Tree;
      const different: string[] = [];
      let compared = 0;
      for (const [key, text] of flatten(catalogue as Tree)) {
        const counts = /\{count, plural/.test(text) ? [0, 1, 2, 5, 1200] : [3];
        for (const count of counts) {
          const tags = [...new Set([...text.matchAll(/<(\w+)>/g)].map((m) => m[1]))];
          const values = {
            ...Object.fromEntries(argumentsOf(text).map((name) => [name, name === 'count' ? count : `‹${name}›`])),
            ...Object.fromEntries(tags.map((tag) => [tag, (chunks: string[]) => `[${tag}:${chunks.join('')}]`])),
          };
          const compiled = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], compiledTree);
          const out = format(compiled as CompiledMessage, locale, values, { formatters: FORMATTERS });
          const fast = Array.isArray(out) ? out.join('') : String(out);
          const full = tags.length ? t.markup(key as never, values as never) : t(key as never, values as never);
          if (fast !== full) different.push(`${key} (${count}): ${fast} ≠ ${full}`);
          compared += 1;
        }
      }
      expect(different).toEqual([]);
      expect(compared).toBeGreaterThan(400);
    });
  }

  it('are plain data a server component may hand to a client one (no null-prototype objects)', () => {
    const odd: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (node === null || typeof node !== 'object') return;
      if (!Array.isArray(node) && Object.getPrototypeOf(node) !== Object.prototype) odd.push(path);
      for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(compiledMessagesFor('en'), 'en');
    walk(compiledMessagesFor('hi'), 'hi');
    expect(odd).toEqual([]);
  });

  it('the mails read their texts through the same formatter', () => {
    expect(mailTranslator('hi').t('order.greeting', { name: 'आशा' })).toBe(hi.mail.order.greeting.replace('{name}', 'आशा'));
    expect(mailTranslator('en').t('orderStatus.shipped')).toBe('Shipped');
    expect(mailTranslator('xx').locale).toBe('en');
  });
});
