import type { AuditEntry } from '@/lib/domain/wire/backoffice';
import type { Paginated } from '@/lib/domain/wire/page';
import { auditActionLabel, auditChanges, auditRecordLabel } from '@/lib/domain/audit';
import { formatIstDateTime } from '@/lib/domain/dates';
import { EmptyState, Pagination, withQuery } from '@/components/backoffice/ui';

type Page = Paginated<AuditEntry>;

/** Who did what to which record, and each changed field before → after. */
export function AuditList({ page, filters }: { page: Page; filters: Record<string, string | undefined> }) {
  if (page.data.length === 0) return <EmptyState>No entries match these filters.</EmptyState>;
  return (
    <div className="space-y-4">
      <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.data.map((e) => {
          const changes = auditChanges(e.before, e.after, e.entity_type);
          return (
            <li key={e.id} className="grid gap-2 p-4 sm:grid-cols-[10rem_1fr]">
              <div className="text-sm text-gray-700">
                <p>{formatIstDateTime(e.created_at)}</p>
                <p className="font-medium text-gray-900">{e.actor ? e.actor.name : 'System'}</p>
                {e.actor && <p className="text-xs capitalize text-gray-600">{e.actor.role}</p>}
              </div>
              <div className="min-w-0">
                <p className="text-sm">
                  <span className="font-semibold text-gray-900">{auditActionLabel(e.action)}</span>
                  <span className="text-gray-700"> · {auditRecordLabel(e.entity_type, e.entity_id)}</span>
                </p>
                {changes.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    {changes.map((c) => (
                      <div key={c.field} className="contents">
                        <dt className="capitalize text-gray-600">{c.field}</dt>
                        <dd className="min-w-0 break-words">
                          <span className="text-gray-700 line-through decoration-gray-400">{c.before}</span>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only"> changed to </span>
                          <span className="font-medium text-gray-900">{c.after}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Pagination
        label="Audit log pages"
        page={page.current_page}
        lastPage={page.last_page}
        hrefFor={(p) => withQuery('/admin/audit', { ...filters, page: p })}
      />
    </div>
  );
}
