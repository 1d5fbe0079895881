import { buttonClass } from '@/components/ui/button';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';
import { PageHero } from '@/components/site/page-hero';
import { JsonLd } from '@/components/site/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { foundation, foundationAddressLine, foundationMapUrl } from '@/lib/config/foundation';
import { faqItems } from '@/components/faq/faq-items';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'faq' });
  return { title: t('metaTitle'), description: t('metaDescription'), ...languageAlternates(locale, '/faq') };
}

export default async function FaqPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'faq' });
  // One list for the accordion and the JSON-LD, both in the page's language.
  const faq = faqItems(locale);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
        }}
      />
      <PageHero title={t('heroTitle')} image="/images/hero/about.webp" crumbs={[{ href: '/', label: t('home') }, { label: t('crumb') }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Accordion name="faq" items={faq.map((f) => ({ title: f.q, body: f.a }))} />
        </div>
        <aside className="h-fit rounded-2xl bg-brand-50 p-6">
          <h2 className="text-lg font-bold text-gray-900">{t('stillQuestion')}</h2>
          <ul className="mt-4 space-y-3 text-sm text-gray-700">
            <li>
              {t('email')}{' '}
              <a href={`mailto:${foundation.email}`} className="font-semibold text-brand-700 hover:underline">
                {foundation.email}
              </a>
            </li>
            {foundation.phones.map((p) => (
              <li key={p}>
                {t('phone')}{' '}
                <a href={`tel:${p.replace(/\s/g, '')}`} className="font-semibold text-brand-700 hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li>
              {t('office')}{' '}
              <a href={foundationMapUrl()} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                {foundationAddressLine()}
              </a>
            </li>
          </ul>
          <Link href="/contact" className={buttonClass({ className: 'mt-6' })}>
            {t('contactUs')}
          </Link>
        </aside>
      </div>
    </>
  );
}
