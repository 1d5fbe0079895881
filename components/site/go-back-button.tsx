'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

/** Back in history when there is somewhere to go back to, else to a fallback page; its words in the page's language. */
export function GoBackButton({ fallback = '/', label }: { fallback?: string; label?: string }) {
  const t = useTranslations('site');
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push(fallback))}
      className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      {label ?? t('goBack')}
    </button>
  );
}
