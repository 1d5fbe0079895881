import format, { type CompiledMessage } from 'icu-minify/format';
import { compiledMessagesFor } from './compiled-messages';
import type { Messages } from './messages';
import type { Locale } from './routing';

// Texts built outside a page's translator (the mails, the FAQ's answers that quote other messages) are
// formatted with icu-minify's own formatter from the precompiled catalogue: it reads the same way inside Next
// (where next.config.ts gives next-intl the format-only build) and in scripts and tests outside it.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** 'mail.order.greeting', 'faq.items.donate.q', ...: every message of the catalogue. */
export type MessageKey = Leaves<Messages>;
export type TextValues = Record<string, string | number>;

const FORMATTERS = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** A plain-text translator for `locale`: t('mail.order.greeting', { name }). */
export function textTranslator(locale: Locale) {
  const root = compiledMessagesFor(locale) as unknown as Record<string, unknown>;
  return (key: MessageKey, values?: TextValues): string => {
    const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
    const out = format(message as CompiledMessage, locale, values, { formatters: FORMATTERS, timeZone: 'Asia/Kolkata' });
    return Array.isArray(out) ? out.join('') : String(out);
  };
}
