import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import { MapOnRequest } from '@/components/contact/map-on-request';
import { PageHero } from '@/components/site/page-hero';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { foundation, foundationAddressLine, foundationMapUrl } from '@/lib/config/foundation';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return { title: t('metaTitle'), description: t('metaDescription', { name: foundation.name }), ...languageAlternates(locale, '/contact') };
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  const card = 'flex items-start gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm';
  const icon = 'rounded-full bg-brand-100 p-3 text-brand-700';
  return (
    <>
      <PageHero
        title={t('heroTitle')}
        image="/images/hero/contact.webp"
        crumbs={[{ href: '/', label: t('home') }, { label: t('crumb') }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ul className="grid gap-5 md:grid-cols-3">
          <li className={card}>
            <span className={icon}>
              <PhoneIcon />
            </span>
            <div>
              <h2 className="font-semibold text-gray-900">{t('phone')}</h2>
              {foundation.phones.map((p) => (
                <a key={p} href={`tel:${p.replace(/\s/g, '')}`} className="block py-1 text-sm text-gray-700 hover:text-brand-700">
                  {p}
                </a>
              ))}
            </div>
          </li>
          <li className={card}>
            <span className={icon}>
              <MailIcon />
            </span>
            <div>
              <h2 className="font-semibold text-gray-900">{t('email')}</h2>
              <a href={`mailto:${foundation.email}`} className="text-sm text-gray-700 hover:text-brand-700">
                {foundation.email}
              </a>
            </div>
          </li>
          <li className={card}>
            <span className={icon}>
              <MapPinIcon />
            </span>
            <div>
              <h2 className="font-semibold text-gray-900">{t('office')}</h2>
              <a href={foundationMapUrl()} target="_blank" rel="noopener noreferrer" className="text-sm text-gray-700 hover:text-brand-700">
                {foundationAddressLine()}
              </a>
            </div>
          </li>
        </ul>
        {/* The form's and the map's texts travel with this page only (not in the site-wide CLIENT_NAMESPACES). */}
        <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['contactForm'], true)}>
          <div className="mt-12 grid gap-10 lg:grid-cols-2">
            <section aria-labelledby="contact-form-heading">
              <h2 id="contact-form-heading" className="text-2xl font-bold text-gray-900">
                {t('formHeading')}
              </h2>
              <p className="mt-2 mb-6 text-sm text-gray-600">{t('formIntro')}</p>
              <ContactForm />
            </section>
            <section aria-labelledby="map-heading">
              <h2 id="map-heading" className="mb-6 text-2xl font-bold text-gray-900">
                {t('findUs')}
              </h2>
              <MapOnRequest query={foundationAddressLine()} title={t('mapTitle', { name: foundation.name })} />
            </section>
          </div>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
