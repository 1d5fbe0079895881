import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { pageMessages } from '@/lib/i18n/client-messages';
import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { safeNext } from '@/lib/domain/safe-next';
import { SESSION_ENDED_REASON } from '@/lib/domain/checkout';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function AuthPage({
  params,
  searchParams,
}: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  const q = await searchParams;
  const next = safeNext(q.next);
  // Only our own texts, chosen by code (e.g. a session that ended mid-checkout).
  const notice = q.reason === SESSION_ENDED_REASON ? t('sessionEnded') : undefined;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold text-gray-900">{t('heading')}</h1>
        <p className="mb-8 text-center text-gray-600">{t('intro')}</p>
        {notice && (
          <p role="status" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        {/* The forms' texts travel with this page only (not in the site-wide CLIENT_NAMESPACES). */}
        <NextIntlClientProvider locale={locale} messages={pageMessages(locale, ['authForm', 'checkout', 'privacyLine'], true)}>
          <AuthPanel next={next} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
