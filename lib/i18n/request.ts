import { getRequestConfig } from 'next-intl/server';
import { locale as segmentLocale } from 'next/root-params';
import { routing, isLocale } from './routing';
import { compiledMessagesFor } from './compiled-messages';

/**
 * next-intl's per-request configuration. The locale is, in order: the one a call names
 * (getTranslations({ locale })), the [locale] segment of the page being rendered (next/root-params, as
 * next-intl recommends since Next 16.3), and what setRequestLocale() recorded; anything else (the back-office,
 * whose root layout has no [locale]) is English.
 *
 * The segment comes first because next-intl resolves this once per request, for whichever component asks
 * first: a segment's not-found.tsx is rendered with the page, and when it asked before the layout had called
 * setRequestLocale, /hi/profile/orders/{id} came out with an English footer, timeline and price details.
 * Route handlers and server actions cannot read root params; none calls next-intl without naming a locale.
 */
// The cast: Next's generated types see the back-office's layout at "/" as the only root layout and list no root
// params, though the [locale] layout is the root of the public branch and the getter answers there.
const segment = segmentLocale as () => Promise<string | undefined>;

export default getRequestConfig(async ({ locale: named, requestLocale }) => {
  const requested = named ?? ((await segment()) || (await requestLocale));
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  // precompiled texts: see ./compiled-messages.ts
  return { locale, messages: compiledMessagesFor(locale), timeZone: 'Asia/Kolkata' };
});
