'use client';

import { useLinkStatus } from 'next/link';
import { useTranslations } from 'next-intl';

/**
 * The shop's loading state during a client navigation (category, page): a spinner in the clicked link.
 * The shop deliberately has no loading.tsx: a Suspense fallback would put the product list into a
 * hidden, script-swapped block, and visitors without JavaScript (and simple crawlers) would see only
 * the skeleton.
 */
export function PendingHint() {
  const { pending } = useLinkStatus();
  const t = useTranslations('product');
  if (!pending) return null;
  return (
    <span
      role="status"
      className="ml-2 inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent align-middle"
    >
      <span className="sr-only">{t('loading')}</span>
    </span>
  );
}
