'use client';

import { buttonClass } from '@/components/ui/button';
import { INPUT } from '@/components/backoffice/ui';
import { DateField } from '@/components/backoffice/date-field';
import { useUrlFilters } from '@/components/backoffice/use-url-filters';
import { CAUSE_OPTIONS } from './donation-types';

const LABEL = 'text-sm font-medium text-gray-700';

/**
 * Filters by status, cause, 80G and India days (kept in the URL, From and To both inclusive), the page size,
 * and the two CSV exports: the filtered donations, and Form 10BD for a chosen financial year.
 */
export function DonationFilters({ years, defaultFy, pageSizes }: { years: string[]; defaultFy: string; pageSizes: readonly number[] }) {
  const { params, update, search, setSearch } = useUrlFilters();
  const value = (k: string) => params.get(k) ?? '';
  const fy = value('fy10bd') || defaultFy;
  const exportQuery = new URLSearchParams(params.toString());
  for (const k of ['page', 'per_page', 'fy10bd']) exportQuery.delete(k);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
        <label className={LABEL}>
          Status
          <select className={`${INPUT} mt-1`} value={value('status')} onChange={(e) => update({ status: e.target.value })}>
            <option value="">All</option>
            <option value="paid">Paid</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </label>
        <label className={LABEL}>
          Cause
          <select className={`${INPUT} mt-1`} value={value('cause')} onChange={(e) => update({ cause: e.target.value })}>
            <option value="">All</option>
            {CAUSE_OPTIONS.map(([code, , label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          80G
          <select className={`${INPUT} mt-1`} value={value('want80G')} onChange={(e) => update({ want80G: e.target.value })}>
            <option value="">All</option>
            <option value="1">With 80G</option>
            <option value="0">Without 80G</option>
          </select>
        </label>
        <DateField id="donations-from" label="From" value={value('from')} onCommit={(v) => update({ from: v })} />
        <DateField id="donations-to" label="To" value={value('to')} onCommit={(v) => update({ to: v })} />
        <label className={LABEL}>
          Search
          <input
            type="search"
            className={`${INPUT} mt-1`}
            value={search}
            placeholder="Name, email, phone or full PAN"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <a className={buttonClass({ variant: 'secondary' })} href={`/api/donations/export?${exportQuery.toString()}`} download>
          Export donations (CSV)
        </a>
        <label className={LABEL}>
          Form 10BD year
          <select className={`${INPUT} mt-1`} value={fy} onChange={(e) => update({ fy10bd: e.target.value, page: value('page') })}>
            {years.map((y) => (
              <option key={y} value={y}>
                FY {y}
              </option>
            ))}
          </select>
        </label>
        <a className={buttonClass({ variant: 'secondary' })} href={`/api/donations/form-10bd?fy=${fy}`} download>
          Form 10BD {fy} (CSV)
        </a>
        <label className={`${LABEL} sm:ml-auto`}>
          Per page
          <select
            className={`${INPUT} mt-1`}
            value={value('per_page') || String(pageSizes[0])}
            onChange={(e) => update({ per_page: e.target.value })}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
