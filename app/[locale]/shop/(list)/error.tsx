'use client';

import { buttonClass } from '@/components/ui/button';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition } from 'react';

export default function ShopError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const t = useTranslations('product');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold text-gray-900">{t('listErrorTitle')}</h1>
      <p className="mt-3 text-gray-600">{t('listErrorText')}</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            // Kept: a retry after a failed render, no server action involved.
            router.refresh();
            reset();
          })
        }
        className={buttonClass({ className: 'mt-8' })}
      >
        {t('tryAgain')}
      </button>
    </section>
  );
}
