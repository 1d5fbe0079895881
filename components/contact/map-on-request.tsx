'use client';

import { buttonClass } from '@/components/ui/button';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MAP_FRAME_ORIGIN } from '@/lib/config/security-headers';

/**
 * The embedded map loads only after a click, so the page never waits on a third-party host. Its origin is
 * the one /contact's CSP frames (lib/config/security-headers.ts).
 */
export function MapOnRequest({ query, title }: { query: string; title: string }) {
  const t = useTranslations('contactForm');
  const [shown, setShown] = useState(false);
  if (!shown) {
    return (
      <div className="flex h-80 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-6 text-center">
        <p className="text-sm text-gray-600">{t('mapNotice')}</p>
        <button type="button" onClick={() => setShown(true)} className={buttonClass({ variant: 'secondary' })}>
          {t('showMap')}
        </button>
      </div>
    );
  }
  return (
    <iframe
      title={title}
      src={`${MAP_FRAME_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`}
      className="h-80 w-full rounded-2xl border-0"
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
