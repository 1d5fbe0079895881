'use client';

import { Button } from '@/components/ui/button';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** Back in history when there is somewhere to go back to, else to a fallback page; its words in the page's language. */
export function GoBackButton({ fallback = '/', label }: { fallback?: string; label?: string }) {
  const t = useTranslations('site');
  const router = useRouter();
  return <Button onClick={() => (window.history.length > 1 ? router.back() : router.push(fallback))}>{label ?? t('goBack')}</Button>;
}
