import en from './messages/en.json';
import hi from './messages/hi.json';
import type { Locale } from './routing';

export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

/** One file per language with the same keys (tests/unit/messages.test.ts checks they match). */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
