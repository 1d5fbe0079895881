import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { AuthCard } from '@/components/auth/auth-card';
import { StatusBanner } from '@/components/auth/form-bits';
import { pageMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/link';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'passwordReset' });
  // The address carries the token: no page this one links to may learn it from the Referer.
  return { title: t('resetMetaTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'passwordReset' });
  const { token } = await searchParams;
  const given = typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null;
  return (
    <AuthCard heading={t('resetHeading')} intro={t('resetIntro')} back={t('backToLogin')}>
      <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['authForm', 'passwordReset'], true)}>
        {given ? (
          <ResetPasswordForm token={given} />
        ) : (
          <div className="space-y-4">
            <StatusBanner text={t('missingToken')} positive={false} />
            <Link href="/auth/forgot-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t('requestNew')}
            </Link>
          </div>
        )}
      </NextIntlClientProvider>
    </AuthCard>
  );
}
