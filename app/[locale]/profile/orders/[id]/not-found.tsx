import { useTranslations } from 'next-intl';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export default function OrderNotFound() {
  const t = useTranslations('orders');
  return (
    <MessagePage
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      action={<LinkButton href="/profile/orders">{t('myOrders')}</LinkButton>}
    />
  );
}
