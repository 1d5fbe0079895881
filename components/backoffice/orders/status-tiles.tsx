import Link from 'next/link';
import { orderStatusClass, withQuery } from '@/components/backoffice/ui';
import { ORDER_STATUSES, countsInAllOrders } from '@/lib/domain/order-status';

/** One tile per status with its count; a tile filters the table. "All" is countsInAllOrders (cancelled left out). */
export function StatusTiles({ counts, basePath, current }: { counts: Record<string, number>; basePath: string; current: string }) {
  const total = Object.entries(counts).reduce((a, [status, n]) => (countsInAllOrders(status) ? a + n : a), 0);
  const tiles = [['all', total] as const, ...ORDER_STATUSES.map((s) => [s, counts[s] ?? 0] as const)];
  return (
    <nav aria-label="Orders by status" className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
      {tiles.map(([status, n]) => (
        <Link
          key={status}
          href={withQuery(basePath, { status: status === 'all' ? undefined : status })}
          aria-current={current === status ? 'page' : undefined}
          className={`rounded-xl border bg-white p-3 shadow-sm ${current === status ? 'border-brand-500 ring-2 ring-brand-200' : 'border-gray-200'}`}
        >
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${status === 'all' ? 'bg-gray-100 text-gray-700' : orderStatusClass(status)}`}
          >
            {status}
          </span>
          <span className="mt-1 block text-2xl font-bold text-gray-900">{n}</span>
        </Link>
      ))}
    </nav>
  );
}
