import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ConfirmEmailForm } from '@/components/auth/confirm-email-form';
import { AuthCard } from '@/components/auth/auth-card';
import { StatusBanner } from '@/components/auth/form-bits';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'emailConfirm' });
  // The address carries the token: no page this one links to may learn it from the Referer.
  return { title: t('metaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// The link confirms only when its button is pressed: a mail scanner that opens links confirms nothing.
export default async function ConfirmEmailPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'emailConfirm' });
  const { token } = await searchParams;
  const given = typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null;
  return (
    <AuthCard heading={t('heading')} intro={t('intro')} back={t('toProfile')} backHref="/profile">
      <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['authForm', 'emailConfirm'], true)}>
        {given ? <ConfirmEmailForm token={given} /> : <StatusBanner text={t('missingToken')} positive={false} />}
      </NextIntlClientProvider>
    </AuthCard>
  );
}
