import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/auth/email-link-form';
import { GivingOverview } from '@/components/giving/giving-overview';
import { SubmitButton } from '@/components/ui/submit-button';
import { givingLinkAction, leaveGiving } from '@/lib/actions/giving';
import { pageMessages } from '@/lib/i18n/client-messages';
import { currentCaller } from '@/lib/server/accounts/session';
import { GIVING_VISIT_COOKIE, myGiving } from '@/lib/server/donations';
import { razorpayCheckoutScript } from '@/lib/server/payments/razorpay/config';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { RECURRING_NAMESPACES } from '@/app/_shared/giving';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'giving' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// My giving without an account: the form mails a sign-in link; the link's visit (a cookie for these pages)
// or a signed-in account with a confirmed address shows the gifts (lib/server/donations/giving.ts).
export default async function GivingPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'giving' });
  const visit = (await cookies()).get(GIVING_VISIT_COOKIE)?.value;
  const overview = await myGiving(await currentCaller(), visit, locale);
  if (!overview) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold text-gray-900">{t('heading')}</h1>
        <p className="mt-3 mb-8 text-gray-700">{t('intro')}</p>
        <NextIntlClientProvider locale={locale} messages={pageMessages(locale, [], true)}>
          <EmailLinkForm action={givingLinkAction} labels={{ email: t('email'), send: t('send'), sending: t('sending') }} />
        </NextIntlClientProvider>
      </section>
    );
  }
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold text-gray-900">{t('heading')}</h1>
        <p className="mt-2 break-words text-gray-700">{t('signedInAs', { email: overview.email })}</p>
        {visit && (
          <form action={leaveGiving.bind(null, locale)} className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-gray-600">{t('visitNote')}</p>
            <SubmitButton variant="secondary" size="sm">
              {t('leave')}
            </SubmitButton>
          </form>
        )}
        <div className="mt-8">
          <NextIntlClientProvider locale={locale} messages={pageMessages(locale, RECURRING_NAMESPACES, true)}>
            <GivingOverview overview={overview} checkoutUrl={razorpayCheckoutScript()?.url ?? null} />
          </NextIntlClientProvider>
        </div>
      </div>
    </section>
  );
}
