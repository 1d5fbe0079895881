import { NextIntlClientProvider } from 'next-intl';
import { clientMessages, pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

/**
 * The shop's client components (product cards, Add to Cart, search, saved items) read the `product`
 * namespace: it travels to the browser with the shop's pages only, not with every page of the site.
 */
export default async function ShopLayout({ children, params }: LocaleParams & { children: React.ReactNode }) {
  const locale = await enterLocale(params);
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...clientMessages(locale), ...pageMessages(locale, ['product']) }}>
      {children}
    </NextIntlClientProvider>
  );
}
