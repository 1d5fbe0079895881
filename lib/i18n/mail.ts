import format, { type CompiledMessage } from 'icu-minify/format';
import { compiledMessagesFor } from './compiled-messages';
import type { Messages } from './messages';
import { isLocale, localizedPath, routing, type Locale } from './routing';

// The mails are formatted with icu-minify's formatter itself, not next-intl's translator: mails are built inside
// Next (route handlers, where next.config.ts swaps next-intl's formatter for its format-only build) and by the
// scripts outside it (npm run reconcile, mail:send), and this one formatter reads the same precompiled texts in both.

type MailMessages = Messages['mail'];
/** 'order.greeting', 'orderStatus.shipped', ...: every text of the `mail` namespace. */
export type MailKey = { [N in keyof MailMessages]: `${N & string}.${keyof MailMessages[N] & string}` }[keyof MailMessages];

const FORMATTERS = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/**
 * The texts of the mails to buyers and donors (namespace `mail`) in the language they used on the site;
 * anything that is not a site language (an old row, the /api contract) gets English.
 */
export function mailTranslator(locale: string | null | undefined) {
  const chosen: Locale = isLocale(locale) ? locale : routing.defaultLocale;
  const texts = compiledMessagesFor(chosen).mail as unknown as Record<string, Record<string, CompiledMessage>>;
  const t = (key: MailKey, values?: Record<string, string | number>): string => {
    const [namespace, name] = key.split('.');
    const out = format(texts[namespace][name], chosen, values, { formatters: FORMATTERS, timeZone: 'Asia/Kolkata' });
    return Array.isArray(out) ? out.join('') : String(out);
  };
  return { t, locale: chosen };
}

export type MailTranslator = ReturnType<typeof mailTranslator>;

/** A site address in the mail's language (/track in English, /hi/track in Hindi). */
export function mailPath(mail: MailTranslator, path: string): string {
  return localizedPath(path, mail.locale);
}
