import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { DonationForm } from '@/components/donations/donation-form';
import { DonorWall } from './_components/donor-wall';
import { Link } from '@/lib/i18n/link';
import { CAUSES } from '@/lib/domain/donations';
import { razorpayCheckoutScript } from '@/lib/server/payments/razorpay/config';
import { offers80gToday } from '@/lib/server/donations';
import { DONATION_MISTAKE_HOURS, RECEIPT_WORKING_DAYS } from '@/lib/config/promises';
import { foundation } from '@/lib/config/foundation';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  // The root layout's template adds the site's name.
  return { title: t('metaTitle'), description: t('metaDescription'), ...languageAlternates(locale, '/donations') };
}

// Served from the prerender cache; every paid donation expires the donor wall (cacheTags.donors). The
// gateway switch is the running server's configuration (pages are never served from the build), and so is
// whether 80G is offered (at most an hour late after a registration lapses; create-order refuses it at once).
export const revalidate = 3600;

export default async function DonationsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  const form = await getTranslations({ locale, namespace: 'donationForm' });
  const promise = (key: 'receipt' | 'certificate' | 'tax') =>
    form(`promises.${key}`, { hours: DONATION_MISTAKE_HOURS, days: RECEIPT_WORKING_DAYS, email: foundation.email });
  const checkout = razorpayCheckoutScript();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        {/* On phones the form follows the heading at once; from 1024 px it sits beside the causes. */}
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:py-16">
          <div className="lg:col-span-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{t('heading')}</h1>
            <p className="mt-3 text-gray-700">{t('intro')}</p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8 lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            {/* The form's texts travel with this page only (not in the site-wide CLIENT_NAMESPACES). */}
            <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['donationForm', 'privacyLine'], true)}>
              <DonationForm checkoutUrl={checkout?.url ?? null} offer80g={offers80gToday()} />
            </NextIntlClientProvider>
          </div>
          <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
            <h2 className="text-lg font-semibold text-gray-900">{t('causesHeading')}</h2>
            <ul className="mt-3 space-y-3 text-sm text-gray-700">
              {CAUSES.map((c) => (
                <li key={c.code} className="flex items-start gap-3">
                  <span className="mt-0.5 min-w-14 shrink-0 rounded bg-white px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                    {c.code}
                  </span>
                  <span className="min-w-0">{form(`causes.${c.code}.label`)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-xl bg-white p-4 text-sm text-gray-700 ring-1 ring-gray-200">
              <p className="font-semibold text-gray-900">{t('taxHeading')}</p>
              <p className="mt-1">
                {t('taxText')} {promise('receipt')} {promise('certificate')} {promise('tax')}
              </p>
              <p className="mt-2">
                {t('myGivingText')}{' '}
                <Link href="/giving" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
                  {t('myGivingLink')}
                </Link>
              </p>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="donor-wall" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="donor-wall" className="text-2xl font-bold text-gray-900">
          {t('supporters')}
        </h2>
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm text-gray-600">{t('loadingSupporters')}</p>}>
            <DonorWall locale={locale} />
          </Suspense>
        </div>
      </section>
    </>
  );
}
