'use client';

import { useTranslations } from 'next-intl';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

/**
 * The shop's 404s (a listing page past the last, an unknown product), translated in the browser's provider:
 * Next renders a segment's not-found element alongside its page, before the page has set the request's
 * locale, so a server component there asking next-intl for the locale would read the request headers and
 * turn the on-demand prerender of the listing or product into a 500 (DYNAMIC_SERVER_USAGE).
 */
export function ShopNotFound({ kind }: { kind: 'page' | 'product' }) {
  const t = useTranslations('product');
  return (
    <MessagePage
      code="404"
      title={kind === 'page' ? t('notFoundTitle') : t('productNotFoundTitle')}
      text={kind === 'page' ? t('notFoundText') : t('productNotFoundText')}
      action={<LinkButton href="/shop">{t('backToShop')}</LinkButton>}
    />
  );
}
