import { textTranslator, type TextValues } from './format-text';
import type { Messages } from './messages';
import { isLocale, localizedPath, routing, type Locale } from './routing';

// The mails are built inside Next (route handlers) and by the scripts outside it (npm run reconcile,
// mail:send): ./format-text.ts formats them the same way in both.

type MailMessages = Messages['mail'];
/** 'order.greeting', 'orderStatus.shipped', ...: every text of the `mail` namespace. */
export type MailKey = { [N in keyof MailMessages]: `${N & string}.${keyof MailMessages[N] & string}` }[keyof MailMessages];

/**
 * The texts of the mails to buyers and donors (namespace `mail`) in the language they used on the site;
 * anything that is not a site language (an old row, the /api contract) gets English.
 */
export function mailTranslator(locale: string | null | undefined) {
  const chosen: Locale = isLocale(locale) ? locale : routing.defaultLocale;
  const text = textTranslator(chosen);
  return { t: (key: MailKey, values?: TextValues) => text(`mail.${key}`, values), locale: chosen };
}

export type MailTranslator = ReturnType<typeof mailTranslator>;

/** A site address in the mail's language (/track in English, /hi/track in Hindi). */
export function mailPath(mail: MailTranslator, path: string): string {
  return localizedPath(path, mail.locale);
}
