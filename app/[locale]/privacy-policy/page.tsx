import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/site/legal-page';
import { foundation } from '@/lib/config/foundation';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';
import { languageAlternates } from '@/app/_shared/page-metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  return {
    title: t('privacyTitle'),
    description: t('privacyDescription', { name: foundation.name }),
    ...languageAlternates(locale, '/privacy-policy'),
  };
}

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  // The text is binding in English: a Hindi page translates the heading and says so.
  const english = locale === 'en';
  return (
    <LegalPage
      title={t('privacyTitle')}
      updated={t('lastUpdated', { date: t('updatedOn') })}
      note={english ? undefined : t('englishOnly')}
      bodyLang={english ? undefined : 'en'}
    >
      <p>{foundation.name} respects your privacy. This policy explains what we collect when you use this website, why, and your choices.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: name, e-mail, phone, address and an optional photo.</li>
        <li>Orders: shipping and billing details and the items you buy.</li>
        <li>
          Donations: name, contact details, amount and, when you ask for an 80G certificate, your PAN and address, as the Income Tax Act
          requires.
        </li>
        <li>Messages you send through the contact form.</li>
      </ul>
      <h2>How we use it</h2>
      <p>To fulfil orders, issue receipts and certificates, answer messages and meet our legal duties. We do not sell or rent your data.</p>
      <h2>Payments</h2>
      <p>
        Card, UPI and net-banking payments are handled by our payment partners (Easebuzz for the shop, Razorpay for donations). We never see
        or store your card number.
      </p>
      <h2>Cookies</h2>
      <p>We use only the cookies needed to keep you signed in and your cart working. We use no advertising trackers.</p>
      <h2>Retention and your rights</h2>
      <p>
        We keep donation and order records for as long as tax law requires (at least eight years). You may ask to see, correct or delete
        your other data by writing to {foundation.email}.
      </p>
      <h2>Contact</h2>
      <p>Questions about this policy: {foundation.email}.</p>
    </LegalPage>
  );
}
