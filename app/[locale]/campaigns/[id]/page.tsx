import type { Metadata } from 'next';
import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { DonationForm } from '@/components/donations/donation-form';
import { GoalMeter } from '@/components/campaigns/goal-meter';
import { Link } from '@/lib/i18n/link';
import { causeByCode } from '@/lib/domain/donations';
import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { localizedText } from '@/lib/domain/localized';
import { razorpayCheckoutScript } from '@/lib/server/payments/razorpay/config';
import { offers80gToday } from '@/lib/server/donations';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';
import { loadCampaign } from './load';

type Props = { params: Promise<{ id: string; locale: string }> };

// Rendered on its first request, then served from the prerender cache until a paid gift filed under the
// campaign, or the office's edit, expires its tag (campaign:{id}: lib/server/cache/expiry.ts). The hour is a
// safety net, and the most the days left may lag the change of day in India.
export const revalidate = 3600;
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params);
  const campaign = await loadCampaign((await params).id);
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const form = await getTranslations({ locale, namespace: 'donationForm' });
  const title = localizedText(locale, campaign.title, campaign.title_hi);
  const rupees = (n: number) => formatInr(rupeesToPaise(n), { whole: true });
  const description = t('metaDescription', {
    title,
    raised: rupees(campaign.raised_amount),
    goal: rupees(campaign.goal_amount),
    cause: form(`causes.${campaign.cause_code}.name`),
  });
  const languages = languageAlternates(locale, `/campaigns/${campaign.id}`);
  return { title, description, ...languages, openGraph: { ...languages.openGraph, title, description } };
}

export default async function CampaignPage({ params }: Props) {
  const locale = await enterLocale(params);
  const campaign = await loadCampaign((await params).id);
  const t = await getTranslations({ locale, namespace: 'campaign' });
  const form = await getTranslations({ locale, namespace: 'donationForm' });
  const title = localizedText(locale, campaign.title, campaign.title_hi);
  const story = localizedText(locale, campaign.story, campaign.story_hi);
  const causeName = form(`causes.${campaign.cause_code}.name`);
  const cause = causeByCode(campaign.cause_code);
  const checkout = razorpayCheckoutScript();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:gap-x-10 lg:py-16">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div>
            <p className="text-sm font-semibold text-brand-800">{t('forCause', { cause: causeName })}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
          </div>
          {campaign.picture_path && (
            <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-gray-100">
              <Image src={campaign.picture_path} alt="" fill preload sizes="(min-width: 1024px) 40vw, 100vw" className="object-cover" />
            </div>
          )}
          <GoalMeter campaign={campaign} locale={locale} />
          {campaign.ended ? (
            <div role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <p className="font-semibold">{t('ended', { date: formatIstDate(campaign.ends_on) })}</p>
              <p className="mt-1">{t('endedGive', { cause: causeName })}</p>
            </div>
          ) : (
            <p className="text-sm text-gray-700">
              {t('endsOn', { date: formatIstDate(campaign.ends_on) })}. {t('liveOnly')}
            </p>
          )}
          {story && (
            <section aria-labelledby="campaign-story">
              <h2 id="campaign-story" className="text-lg font-semibold text-gray-900">
                {t('storyHeading')}
              </h2>
              <div className="mt-2 space-y-3 text-gray-700">
                {story.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          )}
          <p className="text-sm">
            <Link href="/donations" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {t('allCauses')}
            </Link>
          </p>
        </div>
        <section
          aria-labelledby="campaign-give"
          className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8 lg:col-span-3 lg:col-start-3 lg:self-start"
        >
          <h2 id="campaign-give" className="mb-4 text-xl font-bold text-gray-900">
            {campaign.ended ? t('giveHeadingEnded', { cause: causeName }) : t('giveHeading')}
          </h2>
          <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['donationForm', 'privacyLine'], true)}>
            <DonationForm
              checkoutUrl={checkout?.url ?? null}
              offer80g={offers80gToday()}
              campaign={{ id: campaign.id, cause: cause?.value ?? campaign.cause }}
            />
          </NextIntlClientProvider>
        </section>
      </div>
    </div>
  );
}
