import { redirect } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import { signInHref } from '@/lib/domain/safe-next';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages, pageMessages } from '@/lib/i18n/client-messages';
import { CheckoutWizard } from '@/components/checkout/checkout-wizard';
import { firstCheckoutState } from '@/lib/actions/checkout-state';
import { PAYMENT_CANCELLED } from '@/lib/domain/checkout';
import { currentCaller } from '@/lib/server/accounts/session';
import { cartView } from '@/lib/server/cart';
import { retryCheckoutValues } from '@/lib/server/orders';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function CheckoutPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect({ href: signInHref(localizedPath('/checkout', locale)), locale });
  const cart = await cartView(caller, locale);
  if (cart.lines.length === 0) redirect({ href: '/cart', locale });
  const { payment, retry } = await searchParams;
  // Try Again after a failed payment: the form starts from that order (the kept form is not needed then).
  const retried = await retryCheckoutValues(caller, retry);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('title')}</h1>
      {/* The wizard's texts (the checkout namespace) travel to the browser with this page only. */}
      <NextIntlClientProvider
        locale={locale}
        messages={{ ...clientMessages(locale, true), ...pageMessages(locale, ['checkout', 'privacyLine']) }}
      >
        <CheckoutWizard
          owner={String(caller.userId)}
          restore={!retried}
          initial={await firstCheckoutState(caller, locale, payment === 'cancelled' ? PAYMENT_CANCELLED : null, retried)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
