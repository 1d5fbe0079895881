import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/site/legal-page';
import { foundation } from '@/lib/config/foundation';
import { promises } from '@/lib/config/promises';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

// Served at /term&conditions through a rewrite in next.config.ts; that address is the canonical one.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  return {
    title: t('termsTitle'),
    description: t('termsDescription', { name: foundation.name }),
    ...languageAlternates(locale, '/term&conditions'),
  };
}

export default async function TermsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  // The text is binding in English: a Hindi page translates the heading and says so.
  const english = locale === 'en';
  return (
    <LegalPage
      title={t('termsTitle')}
      updated={t('lastUpdated', { date: t('updatedOn') })}
      note={english ? undefined : t('englishOnly')}
      bodyLang={english ? undefined : 'en'}
    >
      <p>By using this website, buying from our shop or donating, you agree to these terms.</p>
      <h2>Donations</h2>
      <ul>
        <li>{promises.donations.refund}</li>
        <li>
          {promises.donations.receipt} Donations from India qualify for a deduction under section 80G when you ask for the certificate and
          give your PAN. {promises.donations.certificate}
        </li>
        <li>{promises.donations.cancelRecurring}</li>
      </ul>
      <h2>Shop orders</h2>
      <ul>
        <li>Prices are in Indian rupees and include the taxes shown at checkout.</li>
        <li>
          {promises.shipping.dispatch} {promises.shipping.delivery} {promises.shipping.rule} {promises.cod}
        </li>
        <li>{promises.returns.rule}</li>
        <li>{promises.warranty}</li>
      </ul>
      <h2>Use of the website</h2>
      <p>
        Content, pictures and documents on this site belong to {foundation.name}. Do not misuse the site, attempt to break its security or
        use it for fraud.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of Kanpur have jurisdiction.</p>
    </LegalPage>
  );
}
