// use-intl/core, not next-intl: the scripts (npm run reconcile, mail:send) load this under the react-server
// condition outside Next, where next-intl's entry pulls in React hooks that build does not have.
import { createTranslator } from 'use-intl/core';
import { messagesFor } from './messages';
import { isLocale, localizedPath, routing, type Locale } from './routing';

/**
 * The texts of the mails to buyers and donors (namespace `mail`) in the language they used on the site;
 * anything that is not a site language (an old row, the /api contract) gets English.
 */
export function mailTranslator(locale: string | null | undefined) {
  const chosen: Locale = isLocale(locale) ? locale : routing.defaultLocale;
  return { t: createTranslator({ locale: chosen, messages: messagesFor(chosen), namespace: 'mail' }), locale: chosen };
}

export type MailTranslator = ReturnType<typeof mailTranslator>;

/** A site address in the mail's language (/track in English, /hi/track in Hindi). */
export function mailPath(mail: MailTranslator, path: string): string {
  return localizedPath(path, mail.locale);
}
