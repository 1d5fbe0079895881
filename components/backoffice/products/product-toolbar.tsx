'use client';

import { buttonClass } from '@/components/ui/button';
import { useUrlFilters } from '@/components/backoffice/use-url-filters';
import Link from 'next/link';
import { INPUT } from '@/components/backoffice/ui';

const SORTS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
];

/** Filters live in the URL: the list is a server component that reads them. */
export function ProductToolbar({ categories, addHref }: { categories: { slug: string; name: string }[]; addHref: string }) {
  const { params, update, search, setSearch } = useUrlFilters();

  const sort = `${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`;
  const view = params.get('view') ?? 'table';
  const exportQuery = new URLSearchParams(params.toString());
  exportQuery.delete('page');
  exportQuery.delete('view');

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <label className="text-sm font-medium text-gray-700">
          Search
          <input
            type="search"
            className={`${INPUT} mt-1`}
            placeholder="Name or SKU"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="text-sm font-medium text-gray-700">
          Category
          <select className={`${INPUT} mt-1`} value={params.get('category') ?? ''} onChange={(e) => update({ category: e.target.value })}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Status
          <select className={`${INPUT} mt-1`} value={params.get('status') ?? ''} onChange={(e) => update({ status: e.target.value })}>
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
            <option value="draft">Draft</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Sort
          <select
            className={`${INPUT} mt-1`}
            value={sort}
            onChange={(e) => {
              const [sort_by, sort_order] = e.target.value.split(':');
              update({ sort_by, sort_order });
            }}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-lg border border-gray-300">
          {(['table', 'grid'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => update({ view: v, page: params.get('page') ?? '' })}
              className={`px-3 py-2 text-sm font-semibold capitalize ${view === v ? 'bg-gray-900 text-white' : 'bg-white text-gray-700'}`}
            >
              {v}
            </button>
          ))}
        </div>
        <a className={buttonClass({ variant: 'secondary' })} href={`/api/admin/products/export?${exportQuery.toString()}`} download>
          Export
        </a>
        <Link className={buttonClass()} href={addHref}>
          Add Product
        </Link>
      </div>
    </div>
  );
}
