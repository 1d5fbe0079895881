import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import type { Category, ShopFilters } from '@/lib/domain/wire/catalog';
import { PendingHint } from './pending-hint';
import { SavedItemsLink } from './saved-items-link';
import { SearchForm } from './search-form';
import { shopHref } from './shop-url';

type Props = { categories: Category[]; current?: string; search?: string; filters: ShopFilters };

/** Category links and a search form that works without JavaScript (and shows its progress with it). */
export function ShopSidebar({ categories, current, search, filters }: Props) {
  const t = useTranslations('shop');
  const items = [{ slug: undefined as string | undefined, name: t('all') }, ...categories];
  return (
    <aside className="space-y-6 lg:w-64 lg:shrink-0">
      <SearchForm search={search} filters={filters} />
      <SavedItemsLink />
      <nav aria-label={t('categories')}>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">{t('categories')}</h2>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {items.map((c) => {
            const active = (c.slug ?? '') === (current ?? '');
            return (
              <li key={c.name}>
                <Link
                  href={shopHref({ ...filters, category: c.slug, search })}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-full px-4 py-1.5 text-sm lg:rounded-lg ${active ? 'bg-brand-700 font-semibold text-white' : 'bg-gray-100 text-gray-700 hover:bg-brand-50 lg:bg-transparent'}`}
                >
                  {c.name}
                  <PendingHint />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
