import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { GoBackButton } from '@/components/site/go-back-button';
import { MessagePage } from '@/components/site/message-page';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw);
// its language is the one that generateMetadata set with enterLocale before calling notFound().
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('documents');
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default function DocumentNotFound() {
  const t = useTranslations('documents');
  return (
    <MessagePage title={t('notFoundTitle')} text={t('notFoundText')} action={<GoBackButton fallback="/about" label={t('goBack')} />} />
  );
}
