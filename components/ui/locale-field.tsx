'use client';

import { useLocale } from 'next-intl';

/**
 * The language of the page, sent with a form to its server action: what the action does in a language (a
 * redirect, names in the cart, a mail) follows the page that rendered the form (DESIGN.md §5).
 */
export function LocaleField() {
  return <input type="hidden" name="locale" value={useLocale()} />;
}
