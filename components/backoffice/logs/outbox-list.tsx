import Link from 'next/link';
import type { OutboxEntry } from '@/lib/domain/wire/backoffice';
import type { Paginated } from '@/lib/domain/wire/page';
import { EmptyState, Pagination, withQuery, DataTable } from '@/components/backoffice/ui';
import { RetryButton } from './retry-button';
import { formatIstDateTime } from '@/lib/domain/dates';

type Page = Paginated<OutboxEntry>;
const STATUS_CLASS: Record<string, string> = {
  sent: 'bg-green-100 text-green-800',
  pending: 'bg-yellow-100 text-yellow-800',
  sending: 'bg-blue-100 text-blue-800',
  failed: 'bg-red-100 text-red-800',
};
const FILTERS = ['all', 'pending', 'sent', 'failed'] as const;

export function OutboxList({ page, status }: { page: Page; status?: string }) {
  return (
    <div className="space-y-4">
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const current = (status ?? 'all') === f;
          return (
            <Link
              key={f}
              href={withQuery('/admin/outbox', { status: f === 'all' ? undefined : f })}
              aria-current={current ? 'page' : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold capitalize ${current ? 'bg-gray-900 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-300'}`}
            >
              {f}
            </Link>
          );
        })}
      </nav>
      {page.data.length === 0 ? (
        <EmptyState>No mails here.</EmptyState>
      ) : (
        <DataTable label="Mail outbox" columns={['When', 'To', 'Subject', 'Status', 'Attempts', 'Action']}>
          {page.data.map((m) => (
            <tr key={m.id}>
              <td data-label="When" className="whitespace-nowrap px-3 py-2">
                {formatIstDateTime(m.created_at)}
              </td>
              <td data-label="To" className="px-3 py-2">
                {m.to}
              </td>
              <td data-label="Subject" className="px-3 py-2">
                {m.subject}
                {m.last_error && <p className="text-xs text-red-700">{m.last_error}</p>}
              </td>
              <td data-label="Status" className="px-3 py-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASS[m.status] ?? ''}`}>
                  {m.status}
                </span>
              </td>
              <td data-label="Attempts" className="px-3 py-2">
                {m.attempts}
              </td>
              <td data-label="Action" className="px-3 py-2">
                {m.status === 'failed' || m.status === 'pending' ? <RetryButton id={m.id} /> : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page.current_page} lastPage={page.last_page} hrefFor={(p) => withQuery('/admin/outbox', { status, page: p })} />
    </div>
  );
}
