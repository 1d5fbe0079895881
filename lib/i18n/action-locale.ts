import 'server-only';
import { headers } from 'next/headers';
import { messagesFor } from './messages';
import { localeOfPagePath } from '@/lib/domain/localized';
import { routing, type Locale } from './routing';
import { translateAnswer } from './validation';

/**
 * The language of the page a server action was called from. A server action POSTs to the page's own
 * address, and the Referer carries it (Referrer-Policy strict-origin-when-cross-origin keeps the path on
 * same-origin requests): /hi/... is Hindi. Anything else (no Referer, another site, a plain client) is English.
 */
export async function actionLocale(): Promise<Locale> {
  try {
    return localeOfPagePath((await headers()).get('referer'));
  } catch {
    return routing.defaultLocale; // outside a request (unit tests of lib/actions)
  }
}

/** An action's answer in the caller's language (message and field errors). */
export function localizeAnswer<R extends { message: string; errors?: Record<string, string[]> }>(answer: R, locale: Locale): R {
  return translateAnswer(answer, messagesFor(routing.defaultLocale).validation, messagesFor(locale).validation);
}
