'use client';

import { buttonClass } from '@/components/ui/button';
import { useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { useRouter, usePathname } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { rememberLocale, rememberedLocale } from './remembered-locale';

/**
 * Never chooses a language for the visitor. A first visit (nothing remembered) whose browser prefers
 * Hindi, on an English page, is offered the Hindi page in a dismissible bar; a visitor who chose a
 * language before and arrives from elsewhere on the other one is taken to the language they chose.
 * Written in both languages, since the visitor may read either.
 */
export function LanguageOffer() {
  const locale = useLocale() as Locale;
  const path = usePathname();
  const router = useRouter();
  const [offer, setOffer] = useState(false);

  useEffect(() => {
    const chosen = rememberedLocale();
    if (chosen) {
      const fromElsewhere = !document.referrer || new URL(document.referrer).origin !== window.location.origin;
      if (chosen !== locale && fromElsewhere) router.replace(`${path}${window.location.search}`, { locale: chosen });
      return;
    }
    const prefersHindi = navigator.languages.some((l) => l.toLowerCase().startsWith('hi'));
    // Shown after hydration: the page itself stays the same for everyone (prerendered).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (locale === 'en' && prefersHindi) setOffer(true);
  }, [locale, path, router]);

  if (!offer) return null;
  const dismiss = (choice: Locale) => {
    rememberLocale(choice);
    setOffer(false);
  };
  return (
    <div role="region" aria-label="Language / भाषा" className="bg-brand-50 px-4 py-2 text-sm text-brand-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-3">
        <p lang="hi">यह पेज हिंदी में भी उपलब्ध है।</p>
        <a
          href={`${localizedPath(path, 'hi')}${typeof window === 'undefined' ? '' : window.location.search}`}
          lang="hi"
          hrefLang="hi"
          onClick={() => rememberLocale('hi')}
          className={buttonClass({ size: 'sm' })}
        >
          हिंदी में पढ़ें
        </a>
        <button type="button" onClick={() => dismiss('en')} className="rounded-full px-3 py-1 font-semibold underline">
          Continue in English
        </button>
      </div>
    </div>
  );
}
