'use client';

import { useTranslations } from 'next-intl';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export default function ProductError() {
  const t = useTranslations('product');
  return (
    <MessagePage
      title={t('productErrorTitle')}
      text={t('productErrorText')}
      action={<LinkButton href="/shop">{t('backToShop')}</LinkButton>}
    />
  );
}
