import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/site/legal-page';
import { foundation } from '@/lib/config/foundation';
import { privacy } from '@/lib/config/privacy';
import { env } from '@/lib/server/platform';
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

// The privacy notice (DPDP Act; issue 35, item 6), in both languages: what is collected and why, the real
// retention periods (lib/config/privacy.ts and the purge's settings), the person's rights, how to ask (the
// grievance contact from lib/config/foundation.ts), the answer time and the Data Protection Board.
export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const legal = await getTranslations({ locale, namespace: 'legal' });
  const t = await getTranslations({ locale, namespace: 'privacyPolicy' });
  const { PURGE_ABANDONED_DONATION_DAYS, PURGE_MAIL_ATTACHMENT_DAYS } = env();
  const officer = foundation.grievanceContact;
  return (
    <LegalPage
      title={legal('privacyTitle')}
      updated={legal('lastUpdated', { date: legal('updatedOn') })}
      note={locale === 'en' ? undefined : t('englishBinding')}
    >
      <p>{t('intro', { name: foundation.name })}</p>
      <h2>{t('collectTitle')}</h2>
      <ul>
        <li>{t('collectAccount')}</li>
        <li>{t('collectOrders')}</li>
        <li>{t('collectDonations')}</li>
        <li>{t('collectMessages')}</li>
      </ul>
      <h2>{t('whyTitle')}</h2>
      <ul>
        <li>{t('whyPan')}</li>
        <li>{t('whyPhone')}</li>
        <li>{t('whyAddress')}</li>
      </ul>
      <h2>{t('useTitle')}</h2>
      <p>{t('useText')}</p>
      <h2>{t('paymentsTitle')}</h2>
      <p>{t('paymentsText')}</p>
      <h2>{t('cookiesTitle')}</h2>
      <p>{t('cookiesText')}</p>
      <h2>{t('retentionTitle')}</h2>
      <ul>
        <li>{t('retentionTax', { years: privacy.taxRecordYears })}</li>
        <li>{t('retentionAttempts', { days: PURGE_ABANDONED_DONATION_DAYS })}</li>
        <li>{t('retentionMails', { days: PURGE_MAIL_ATTACHMENT_DAYS })}</li>
        <li>{t('retentionAccount')}</li>
      </ul>
      <h2>{t('rightsTitle')}</h2>
      <p>{t('rightsText')}</p>
      <h2>{t('requestTitle')}</h2>
      <p>{t('requestProfile')}</p>
      <p data-testid="grievance-contact" data-placeholder={officer.placeholder ? 'true' : undefined}>
        {t('requestWrite', { name: officer.name ?? t('officerToBeNamed'), email: officer.email, address: officer.address })}
      </p>
      <p>{t('requestAnswer', { days: privacy.answerDays })}</p>
      <h2>{t('complaintTitle')}</h2>
      <p>{t('complaintText')}</p>
      <h2>{t('contactTitle')}</h2>
      <p>{t('contactText', { email: foundation.email })}</p>
    </LegalPage>
  );
}
