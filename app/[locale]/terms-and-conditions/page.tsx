import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalPage } from '@/components/site/legal-page';
import { foundation } from '@/lib/config/foundation';
import { PROMISE_ARGS } from '@/components/shop/promise-args';
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
  const legal = await getTranslations({ locale, namespace: 'legal' });
  const t = await getTranslations({ locale, namespace: 'terms' });
  const shop = await getTranslations({ locale, namespace: 'shop.promise' });
  const gift = await getTranslations({ locale, namespace: 'donationForm.promises' });
  const a = PROMISE_ARGS;
  // The promises are the shop's and the donation form's own sentences (the same as the FAQ's; in English they
  // read exactly as lib/config/promises.ts). The English text is binding: a Hindi page says so at the top.
  return (
    <LegalPage
      title={legal('termsTitle')}
      updated={legal('lastUpdated', { date: legal('updatedOn') })}
      note={locale === 'en' ? undefined : legal('translationBinding')}
    >
      <p>{t('intro')}</p>
      <h2>{t('donationsTitle')}</h2>
      <ul>
        <li>{shop('donationRefund', { hours: a.donationHours, email: a.email })}</li>
        <li>
          {gift('receipt', { days: a.receiptDays })} {t('eightyG')} {gift('certificate')}
        </li>
        <li>{shop('cancelRecurring', { email: a.email })}</li>
      </ul>
      <h2>{t('shopTitle')}</h2>
      <ul>
        <li>{t('prices')}</li>
        <li>
          {shop('dispatch')} {shop('delivery')} {shop('shippingRule', { freeAbove: a.freeAbove, fee: a.fee })}{' '}
          {shop('cod', { fee: a.codFee })}
        </li>
        <li>{shop('returnsRule', { days: a.returnDays, email: a.email })}</li>
        <li>{shop('warranty', { days: a.returnDays })}</li>
      </ul>
      <h2>{t('useTitle')}</h2>
      <p>{t('useText', { name: foundation.name })}</p>
      <h2>{t('lawTitle')}</h2>
      <p>{t('lawText')}</p>
    </LegalPage>
  );
}
