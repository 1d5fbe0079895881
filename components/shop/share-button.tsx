'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/** Native share sheet where the browser has one, otherwise the link is copied. */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useTranslations('product');
  const [copied, setCopied] = useState(false);

  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await navigator.clipboard?.writeText(url);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  return (
    <button
      type="button"
      onClick={share}
      className="rounded-full p-2 text-gray-600 hover:bg-brand-50 hover:text-brand-700"
      aria-label={copied ? t('linkCopied') : t('share', { title })}
    >
      <span aria-live="polite" className="sr-only">
        {copied ? t('linkCopied') : ''}
      </span>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {copied ? (
          <path d="M20 6 9 17l-5-5" />
        ) : (
          <>
            <circle cx="18" cy="5" r="3" />
            <circle cx="6" cy="12" r="3" />
            <circle cx="18" cy="19" r="3" />
            <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
          </>
        )}
      </svg>
    </button>
  );
}
