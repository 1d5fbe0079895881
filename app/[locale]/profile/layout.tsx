import { NextIntlClientProvider } from 'next-intl';
import { clientMessages, pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

/**
 * The account pages' client components (tabs, profile and password forms, order actions) read `account`,
 * `authForm`, `security` and `checkout` (the postal fields' labels and list of states): they travel to the browser with /profile and its order pages only, not with every page.
 */
export default async function ProfileLayout({ children, params }: LocaleParams & { children: React.ReactNode }) {
  const locale = await enterLocale(params);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...clientMessages(locale, true), ...pageMessages(locale, ['account', 'authForm', 'security', 'checkout']) }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
