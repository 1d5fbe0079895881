'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { rememberLocale } from './remembered-locale';

/**
 * The other language's address of the page on screen, query included (the shop's category and page), so
 * the visitor stays where they are. The choice is remembered (cookie) for the next visit. A plain link: it
 * works without JavaScript, minus the query, which only the browser knows on a prerendered page; with
 * JavaScript the click adds the query as the address bar has it then. (Not useSearchParams in a Suspense
 * boundary: React swapped the link's node after hydration, and a click that straddled the swap was lost.)
 */
export function LanguageSwitch() {
  const locale = useLocale() as Locale;
  const t = useTranslations('site');
  const path = usePathname();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const href = localizedPath(path, other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        rememberLocale(other);
        event.currentTarget.href = `${href}${window.location.search}`;
      }}
      className="rounded-full border border-brand-200 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <span className="sr-only">{t('switchLanguageLabel')} </span>
      {t('otherLanguage')}
    </a>
  );
}
