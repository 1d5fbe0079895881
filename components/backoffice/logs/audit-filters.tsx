'use client';

import Link from 'next/link';
import { AUDIT_RECORD_KINDS } from '@/lib/domain/audit';
import { DateField } from '@/components/backoffice/date-field';
import { INPUT } from '@/components/backoffice/ui';
import { useUrlFilters } from '@/components/backoffice/use-url-filters';

const LABEL = 'text-sm font-medium text-gray-700';

/** Filters of the audit log (kept in the URL): person, kind of record, record id, India days From–To. */
export function AuditFilters({ people }: { people: { id: number; name: string }[] }) {
  const { params, update } = useUrlFilters();
  const value = (k: string) => params.get(k) ?? '';
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <label className={LABEL}>
        Person
        <select className={`${INPUT} mt-1`} value={value('actor_id')} onChange={(e) => update({ actor_id: e.target.value })}>
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Kind of record
        <select className={`${INPUT} mt-1`} value={value('entity_type')} onChange={(e) => update({ entity_type: e.target.value })}>
          <option value="">All</option>
          {AUDIT_RECORD_KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <DateField id="audit-from" label="From" value={value('from')} onCommit={(v) => update({ from: v })} />
      <DateField id="audit-to" label="To" value={value('to')} onCommit={(v) => update({ to: v })} />
      <Link href="/admin/audit" className="pb-2 text-sm font-semibold text-brand-700 underline">
        Clear filters
      </Link>
    </div>
  );
}
