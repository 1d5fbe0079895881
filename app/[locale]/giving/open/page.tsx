import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { openGivingFromLink } from '@/lib/actions/giving';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'giving' });
  return { title: t('openMetaTitle'), robots: { index: false } };
}

type Props = LocaleParams & { searchParams: Promise<{ token?: string; result?: string }> };

// The mailed link lands here. Showing the page uses nothing up (a mail scanner may follow the link); the
// button's action does, and opens the visit.
export default async function OpenGivingPage({ params, searchParams }: Props) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'giving' });
  const { token, result } = await searchParams;
  if (!token || result === 'invalid') {
    return (
      <MessagePage
        title={t('linkInvalidTitle')}
        text={t('linkInvalidText')}
        action={<LinkButton href="/giving">{t('askAgain')}</LinkButton>}
      />
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-gray-900">{t('openHeading')}</h1>
      <p className="mt-3 text-gray-700">{t('openText')}</p>
      <form action={openGivingFromLink.bind(null, token, locale)} className="mt-8">
        <SubmitButton size="md">{t('openButton')}</SubmitButton>
      </form>
    </section>
  );
}
