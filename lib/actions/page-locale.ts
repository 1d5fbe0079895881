import 'server-only';
import { z } from '@/lib/domain/zod';
import { routing, type Locale } from '@/lib/i18n/routing';

const localeSchema = z.enum(routing.locales).catch(routing.defaultLocale);

/**
 * The language of the page that rendered the form, as the form sends it (a hidden `locale` field or a bound
 * argument): what an action needs a language for (a redirect, names in the cart, a mail) follows its page.
 * Anything else is English, never a guess from the request's headers.
 */
export function pageLocale(value: unknown): Locale {
  return localeSchema.parse(value);
}
