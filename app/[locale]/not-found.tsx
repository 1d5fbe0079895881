import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

// A not-found page gets no params: its language is the one set by the generateMetadata that called
// notFound() (every one under [locale] calls enterLocale first).
export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

/** The public 404, in the page's language, inside the site's header and footer (the [locale] layout). */
export default function NotFound() {
  const t = useTranslations('notFound');
  return <MessagePage code="404" title={t('title')} text={t('text')} action={<LinkButton href="/">{t('home')}</LinkButton>} />;
}
