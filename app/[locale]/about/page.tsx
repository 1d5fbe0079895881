import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { Link } from '@/lib/i18n/link';
import { AboutTabs } from '@/components/about/about-tabs';
import { PageHero } from '@/components/site/page-hero';
import { LinkButton } from '@/components/ui/link-button';
import { PhoneIcon } from '@/components/ui/icons';
import { COMPANY_DOCUMENTS } from '@/lib/config/documents';
import { foundation } from '@/lib/config/foundation';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return { title: t('metaTitle'), description: t('metaDescription', { name: foundation.name }), ...languageAlternates(locale, '/about') };
}

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  const documents = await getTranslations({ locale, namespace: 'documents' });
  const causes = await getTranslations({ locale, namespace: 'donationForm' });
  // A string: a number argument would be formatted with a thousands separator (2,019).
  const year = String(foundation.foundedYear);
  const initiatives = {
    steer: causes('causes.STEER.name'),
    as: causes('causes.AS.name'),
    kn: causes('causes.KN.name'),
    nn: causes('causes.NN.name'),
  };
  const tabs = (['mission', 'vision', 'history'] as const).map((id) => ({
    id,
    label: t(`tabs.${id}.label`),
    content: <p>{t(`tabs.${id}.text`, { year, ...initiatives })}</p>,
  }));
  const phone = foundation.callAnytime;
  return (
    <>
      <PageHero
        title={t('heroTitle')}
        image="/images/hero/about.webp"
        crumbs={[{ href: '/', label: t('home') }, { label: t('heroTitle') }]}
      />
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl">
          <Image
            src="/images/initiatives/steer.webp"
            alt={t('imageAlt')}
            fill
            sizes="(min-width: 1024px) 45vw, 92vw"
            className="object-cover"
          />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('whoWeAre')}</p>
          <h2 className="mt-2 text-3xl font-bold text-gray-900">{t('since', { year })}</h2>
          <p className="mt-4 text-gray-700">{t('intro', { name: foundation.name })}</p>
          <div className="mt-6 flex flex-wrap items-center gap-6">
            <LinkButton href="/shop">{t('exploreMore')}</LinkButton>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className="flex items-center gap-3 text-gray-800">
              <span className="rounded-full bg-brand-100 p-3 text-brand-700">
                <PhoneIcon />
              </span>
              <span>
                <span className="block text-xs text-gray-500">{t('callAnytime')}</span>
                <span className="font-semibold">{phone}</span>
              </span>
            </a>
          </div>
          <div className="mt-10">
            <AboutTabs tabs={tabs} label={t('tabsLabel')} />
          </div>
        </div>
      </section>
      <section aria-labelledby="documents-heading" className="bg-gray-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="documents-heading" className="text-3xl font-bold text-gray-900">
            {t('documentsHeading')}
          </h2>
          <p className="mt-2 text-gray-600">{t('documentsIntro')}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {COMPANY_DOCUMENTS.filter((d) => d.onAboutPage).map((d) => (
              <li key={d.id}>
                <Link
                  href={`/documents/${d.id}`}
                  className="block h-full rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
                >
                  <span className="text-xs font-mono uppercase text-gray-500">{d.id}</span>
                  <span className="mt-1 block text-lg font-semibold text-gray-900">{documents(`items.${d.id}.title`)}</span>
                  <span className="mt-2 block text-sm text-gray-600">{documents(`items.${d.id}.description`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
