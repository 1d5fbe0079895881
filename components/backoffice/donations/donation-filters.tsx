'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { BTN, INPUT } from '@/components/backoffice/ui';
import { CAUSE_OPTIONS } from './donation-types';

/** Filters by status, cause, 80G and dates (kept in the URL), and the two CSV exports of what is filtered. */
export function DonationFilters({ currentFy }: { currentFy: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params.toString());
    if (v) next.set(k, v);
    else next.delete(k);
    router.replace(`${pathname}?${next.toString()}`);
  };
  const value = (k: string) => params.get(k) ?? '';
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <label className="text-sm font-medium text-gray-700">
          Status
          <select className={`${INPUT} mt-1`} value={value('status')} onChange={(e) => set('status', e.target.value)}>
            <option value="">All</option>
            <option value="paid">Paid</option>
            <option value="pending">Pending</option>
            <option value="failed">Failed</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Cause
          <select className={`${INPUT} mt-1`} value={value('cause')} onChange={(e) => set('cause', e.target.value)}>
            <option value="">All</option>
            {CAUSE_OPTIONS.map(([code, , label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          80G
          <select className={`${INPUT} mt-1`} value={value('want80G')} onChange={(e) => set('want80G', e.target.value)}>
            <option value="">All</option>
            <option value="1">With 80G</option>
            <option value="0">Without 80G</option>
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          From
          <input type="date" className={`${INPUT} mt-1`} value={value('from')} onChange={(e) => set('from', e.target.value)} />
        </label>
        <label className="text-sm font-medium text-gray-700">
          To
          <input type="date" className={`${INPUT} mt-1`} value={value('to')} onChange={(e) => set('to', e.target.value)} />
        </label>
        <label className="text-sm font-medium text-gray-700">
          Search
          <input
            type="search"
            className={`${INPUT} mt-1`}
            defaultValue={value('search')}
            placeholder="Name, email, phone, PAN"
            onKeyDown={(e) => e.key === 'Enter' && set('search', e.currentTarget.value)}
            onBlur={(e) => set('search', e.currentTarget.value)}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <a className={BTN.secondary} href={`/api/donations/export?${params.toString()}`} download>
          Export donations (CSV)
        </a>
        <a className={BTN.secondary} href={`/api/donations/form-10bd?fy=${currentFy}`} download>
          Form 10BD {currentFy} (CSV)
        </a>
      </div>
    </div>
  );
}
