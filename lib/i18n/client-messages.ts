import { compiledMessagesFor } from './compiled-messages';
import type { Messages } from './messages';
import type { Locale } from './routing';

/**
 * The namespaces client components read (useTranslations in 'use client' files). Only these travel to
 * the browser with every page; server components read the rest on the server.
 */
const CLIENT_NAMESPACES = ['site', 'nav', 'cart'] as const satisfies readonly (keyof Messages)[];

export function clientMessages(locale: Locale): Partial<Messages> {
  const all = compiledMessagesFor(locale);
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]]));
}

/**
 * Namespaces one page's client components need, for a NextIntlClientProvider around just them (the donation
 * form's texts travel with /donations only, not with every page as CLIENT_NAMESPACES do).
 */
export function pageMessages<N extends keyof Messages>(locale: Locale, namespaces: readonly N[]): Pick<Messages, N> {
  const all = compiledMessagesFor(locale);
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, N>;
}
