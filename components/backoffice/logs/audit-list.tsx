import type { AuditEntry } from '@/lib/domain/wire/backoffice';
import type { Paginated } from '@/lib/domain/wire/page';
import { EmptyState, Pagination, withQuery, DataTable } from '@/components/backoffice/ui';
import { formatIstDateTime } from '@/lib/domain/dates';

type Page = Paginated<AuditEntry>;
function Json({ value }: { value: unknown }) {
  if (value == null) return <span className="text-gray-400">—</span>;
  return (
    <pre className="max-h-48 max-w-md overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-2 text-xs">
      {JSON.stringify(value, null, 1)}
    </pre>
  );
}

export function AuditList({ page, filters }: { page: Page; filters: Record<string, string | undefined> }) {
  if (page.data.length === 0) return <EmptyState>No entries.</EmptyState>;
  return (
    <div className="space-y-4">
      <DataTable columns={['When', 'Who', 'What', 'Before', 'After']} alignTop>
        {page.data.map((e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap px-3 py-2">{formatIstDateTime(e.created_at, { seconds: true })}</td>
            <td className="px-3 py-2">
              {e.actor ? (
                <>
                  {e.actor.name}
                  <p className="text-xs capitalize text-gray-500">{e.actor.role}</p>
                </>
              ) : (
                'System'
              )}
            </td>
            <td className="px-3 py-2">
              <span className="font-mono text-xs">{e.action}</span>
              <p className="text-xs text-gray-500">
                {e.entity_type} {e.entity_id ? `#${e.entity_id}` : ''}
              </p>
            </td>
            <td className="px-3 py-2">
              <Json value={e.before} />
            </td>
            <td className="px-3 py-2">
              <Json value={e.after} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={page.current_page} lastPage={page.last_page} hrefFor={(p) => withQuery('/admin/audit', { ...filters, page: p })} />
    </div>
  );
}
