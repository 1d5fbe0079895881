import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/auth/email-link-form';
import { receiptLinkAction } from '@/lib/actions/donations';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  return { title: t('receiptLinkMetaTitle'), robots: { index: false } };
}

// A donor whose receipt link has expired asks for a fresh one (lib/server/donations/receipt-links.ts).
export default async function ReceiptLinkPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'donations' });
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-gray-900">{t('receiptLinkHeading')}</h1>
      <p className="mt-3 mb-8 text-gray-700">{t('receiptLinkIntro')}</p>
      <NextIntlClientProvider locale={locale} messages={pageMessages(locale, [], true)}>
        <EmailLinkForm
          action={receiptLinkAction}
          labels={{ email: t('receiptLinkEmail'), send: t('receiptLinkSend'), sending: t('receiptLinkSending') }}
          extraFields={[{ name: 'number', label: t('receiptLinkNumber') }]}
        />
      </NextIntlClientProvider>
    </section>
  );
}
