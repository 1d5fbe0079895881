import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { pageWindow } from '@/lib/domain/catalog';
import { PendingHint } from './pending-hint';

/** Previous / Next and at most five numbered pages, as links (shareable, the back button works). */
export function Pagination({ current, last, href }: { current: number; last: number; href: (page: number) => string }) {
  const t = useTranslations('shop');
  if (last <= 1) return null;
  const base = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium';
  const idle = `${base} border-gray-300 bg-white text-gray-700 hover:bg-brand-50`;
  const off = `${base} border-gray-200 text-gray-400`;
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={href(current - 1)} className={idle} rel="prev">
          {t('previous')}
          <PendingHint />
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          {t('previous')}
        </span>
      )}
      {pageWindow(current, last).map((n) =>
        n === current ? (
          <span key={n} aria-current="page" className={`${base} border-brand-500 bg-brand-700 text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={idle} aria-label={t('page', { page: n })}>
            {n}
            <PendingHint />
          </Link>
        ),
      )}
      {current < last ? (
        <Link href={href(current + 1)} className={idle} rel="next">
          {t('next')}
          <PendingHint />
        </Link>
      ) : (
        <span className={off} aria-disabled="true">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
