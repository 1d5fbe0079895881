import Form from 'next/form';
import Link from 'next/link';
import type { Category } from '@/lib/domain/wire/catalog';
import { PendingHint } from './pending-hint';
import { shopHref } from './shop-url';

/** Category links and a search form that works without JavaScript (next/form navigates client-side). */
export function ShopSidebar({ categories, current, search }: { categories: Category[]; current?: string; search?: string }) {
  const items = [{ slug: undefined as string | undefined, name: 'All' }, ...categories];
  return (
    <aside className="space-y-6 lg:w-64 lg:shrink-0">
      <Form action="/shop" role="search" className="flex gap-2">
        {current && <input type="hidden" name="category" value={current} />}
        <label htmlFor="shop-search" className="sr-only">
          Search products
        </label>
        <input
          id="shop-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Search products..."
          maxLength={100}
          className="min-w-0 flex-1 rounded-full border border-gray-300 px-4 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <button type="submit" className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </Form>
      <nav aria-label="Categories">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-500">Categories</h2>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {items.map((c) => {
            const active = (c.slug ?? '') === (current ?? '');
            return (
              <li key={c.name}>
                <Link
                  href={shopHref({ category: c.slug, search })}
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
