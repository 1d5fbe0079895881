'use client';

import { useUrlFilters } from '@/components/backoffice/use-url-filters';
import { INPUT } from '@/components/backoffice/ui';

const DATES = [
  ['all', 'All time'],
  ['today', 'Today'],
  ['yesterday', 'Yesterday'],
  ['this_week', 'This week'],
  ['this_month', 'This month'],
  ['last_month', 'Last month'],
] as const;
const SORTS = [
  ['created_at:desc', 'Newest first'],
  ['created_at:asc', 'Oldest first'],
  ['total_amount:desc', 'Amount: high to low'],
  ['total_amount:asc', 'Amount: low to high'],
  ['customer_name:asc', 'Customer A–Z'],
  ['customer_name:desc', 'Customer Z–A'],
] as const;

/** Search (debounced 500 ms), date filter (India time), sort and page size, all kept in the URL. */
export function OrdersToolbar() {
  const { params, update, search, setSearch } = useUrlFilters();

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <label className="text-sm font-medium text-gray-700">
        Search
        <input
          type="search"
          className={`${INPUT} mt-1`}
          placeholder="Order number, name, email or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium text-gray-700">
        Date
        <select
          className={`${INPUT} mt-1`}
          value={params.get('date_filter') ?? 'all'}
          onChange={(e) => update({ date_filter: e.target.value === 'all' ? '' : e.target.value })}
        >
          {DATES.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-gray-700">
        Sort
        <select
          className={`${INPUT} mt-1`}
          value={`${params.get('sort_by') ?? 'created_at'}:${params.get('sort_order') ?? 'desc'}`}
          onChange={(e) => {
            const [sort_by, sort_order] = e.target.value.split(':');
            update({ sort_by, sort_order });
          }}
        >
          {SORTS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-gray-700">
        Per page
        <select
          className={`${INPUT} mt-1`}
          value={params.get('per_page') ?? '15'}
          onChange={(e) => update({ per_page: e.target.value === '15' ? '' : e.target.value })}
        >
          {[10, 15, 25, 50].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
