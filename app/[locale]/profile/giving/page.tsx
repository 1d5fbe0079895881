import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountTabs } from '@/components/account/account-tabs';
import { GivingOverview } from '@/components/giving/giving-overview';
import { LinkButton } from '@/components/ui/link-button';
import { signInHref } from '@/lib/domain/safe-next';
import { redirect } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/routing';
import { currentCaller } from '@/lib/server/accounts/session';
import { myGiving } from '@/lib/server/donations';
import { razorpayCheckoutScript } from '@/lib/server/payments/razorpay/config';
import { pageMessages } from '@/lib/i18n/client-messages';
import { NextIntlClientProvider } from 'next-intl';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { RECURRING_NAMESPACES } from '@/app/_shared/giving';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'giving' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// The profile's My giving: the gifts made with the account's address, once that address is confirmed.
export default async function ProfileGivingPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const caller = await currentCaller();
  if (caller.kind !== 'user') redirect({ href: signInHref(localizedPath('/profile/giving', locale)), locale });
  const t = await getTranslations({ locale, namespace: 'giving' });
  const overview = await myGiving(caller, null, locale);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-4xl">
        <AccountTabs />
        <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('profileHeading')}</h1>
        {overview ? (
          <>
            <p className="mb-8 break-words text-gray-700">{t('signedInAs', { email: overview.email })}</p>
            <NextIntlClientProvider locale={locale} messages={pageMessages(locale, RECURRING_NAMESPACES, true)}>
              <GivingOverview overview={overview} checkoutUrl={razorpayCheckoutScript()?.url ?? null} />
            </NextIntlClientProvider>
            <p className="mt-10 text-sm text-gray-700">{t('profileOther')}</p>
          </>
        ) : (
          <div className="rounded-xl border border-gray-100 bg-white p-8 text-center shadow-sm">
            <p className="text-gray-700">{t('profileUnconfirmed')}</p>
            <LinkButton href="/giving" className="mt-4">
              {t('openGiving')}
            </LinkButton>
          </div>
        )}
      </div>
    </section>
  );
}
