import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return { title: t('permissionDeniedTitle'), robots: { index: false } };
}

export default async function PermissionDeniedPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <MessagePage
      code="403"
      title={t('permissionDeniedTitle')}
      text={t('permissionDeniedText')}
      action={<LinkButton href="/">{t('goHome')}</LinkButton>}
    />
  );
}
