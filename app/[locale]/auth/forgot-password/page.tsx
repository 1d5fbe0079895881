import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { EmailLinkForm } from '@/components/auth/email-link-form';
import { forgotPasswordAction } from '@/lib/actions/auth';
import { AuthCard } from '@/components/auth/auth-card';
import { pageMessages } from '@/lib/i18n/client-messages';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'passwordReset' });
  return { title: t('requestMetaTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'passwordReset' });
  const tf = await getTranslations({ locale, namespace: 'authForm' });
  return (
    <AuthCard heading={t('requestHeading')} intro={t('requestIntro')} back={t('backToLogin')}>
      <NextIntlClientProvider locale={locale} messages={pageMessages(locale, [], true)}>
        <EmailLinkForm action={forgotPasswordAction} labels={{ email: tf('email'), send: t('send'), sending: t('sending') }} />
      </NextIntlClientProvider>
    </AuthCard>
  );
}
