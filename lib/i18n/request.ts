import { getRequestConfig } from 'next-intl/server';
import { routing, isLocale } from './routing';
import { compiledMessagesFor } from './compiled-messages';

/**
 * next-intl's per-request configuration. The locale comes from setRequestLocale() in the [locale]
 * layout and pages (so they stay prerendered); anything else (the back-office, route handlers) is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  // precompiled texts: see ./compiled-messages.ts
  return { locale, messages: compiledMessagesFor(locale), timeZone: 'Asia/Kolkata' };
});
