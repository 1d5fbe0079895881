import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { buttonClass } from '@/components/ui/button';
import { PendingHint } from './pending-hint';
import { shopHref, type ShopParams } from './shop-url';

const SORTS = [
  { key: 'newest', sort_by: 'created_at', sort_order: 'desc' },
  { key: 'priceLow', sort_by: 'price', sort_order: 'asc' },
  { key: 'priceHigh', sort_by: 'price', sort_order: 'desc' },
] as const;

/**
 * Sort (links, so every order is a shareable URL) and a price range (a GET form that works without
 * JavaScript), both by GET /api/products' names. Both keep the category and search; the page goes back to 1.
 */
export function ShopFilters({ current }: { current: ShopParams }) {
  const t = useTranslations('shop');
  const locale = useLocale() as Locale;
  const { page: _page, ...kept } = current;
  const active = (s: (typeof SORTS)[number]) =>
    (current.sort_by ?? 'created_at') === s.sort_by && (current.sort_order ?? 'desc') === s.sort_order;
  const hidden = { category: kept.category, search: kept.search, sort_by: kept.sort_by, sort_order: kept.sort_order };
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <nav aria-label={t('sortLabel')} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-gray-600">{t('sortLabel')}:</span>
        {SORTS.map((s) => (
          <Link
            key={s.key}
            href={shopHref({ ...kept, sort_by: s.sort_by, sort_order: s.sort_order })}
            aria-current={active(s) ? 'true' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-3 ${active(s) ? 'bg-brand-700 font-semibold text-white' : 'bg-gray-100 text-gray-700 hover:bg-brand-50'}`}
          >
            {t(`sort.${s.key}`)}
            <PendingHint />
          </Link>
        ))}
      </nav>
      <form action={localizedPath('/shop', locale)} className="flex flex-wrap items-end gap-2" aria-label={t('priceRange')}>
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
        )}
        <PriceInput name="min_price" label={t('minPrice')} value={current.min_price} />
        <PriceInput name="max_price" label={t('maxPrice')} value={current.max_price} />
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'md', className: 'min-h-11' })}>
          {t('applyPrice')}
        </button>
      </form>
    </div>
  );
}

function PriceInput({ name, label, value }: { name: string; label: string; value?: number }) {
  return (
    <label className="flex flex-col text-xs text-gray-600">
      {label}
      <input
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={value}
        className="mt-1 min-h-11 w-24 rounded-lg border border-gray-300 px-2 text-sm text-gray-900"
      />
    </label>
  );
}
