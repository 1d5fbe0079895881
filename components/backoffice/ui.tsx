import Link from 'next/link';

export const INPUT =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function Card({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <section className={`rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>{children}</section>;
}

/** Order status colours of the spec: completed/delivered green, pending yellow, processing blue, others purple. */
export function orderStatusClass(status: string): string {
  if (status === 'completed' || status === 'delivered') return 'bg-green-100 text-green-800';
  if (status === 'pending') return 'bg-yellow-100 text-yellow-800';
  if (status === 'processing') return 'bg-blue-100 text-blue-800';
  return 'bg-purple-100 text-purple-800';
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${className ?? orderStatusClass(status)}`}>
      {status.replace(/_/g, ' ')}
    </span>
  );
}

const PRODUCT_STATUS_CLASS: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  inactive: 'bg-gray-200 text-gray-700',
  draft: 'bg-yellow-100 text-yellow-800',
  archived: 'bg-red-100 text-red-800',
};
export const productStatusClass = (s: string) => PRODUCT_STATUS_CLASS[s] ?? 'bg-gray-100 text-gray-700';

/**
 * Every back-office list. From 768 px up it is a table; below, each row is a card of its own: the cells stack,
 * each led by its column's name (the cell's `data-label`), so a phone reads the whole row without scrolling
 * sideways (issue 37). The card is the containing block of what is positioned inside it (a visually hidden file
 * input in a cell). Long words (an e-mail, a 200-character product name) wrap inside their cell.
 */
export function DataTable({
  columns,
  children,
  alignTop = false,
  label = 'List',
}: {
  columns: React.ReactNode[];
  /** Rows whose cells name their column in `data-label` (shown before the value on a phone). */
  children: React.ReactNode;
  alignTop?: boolean;
  /** What the table lists, for the region's name. */
  label?: string;
}) {
  return (
    // Focusable: on a wide screen a wide table scrolls inside it, and the arrow keys scroll it.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative rounded-xl border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300 md:overflow-x-auto"
    >
      <table className={`min-w-full text-sm ${CARD_ROWS} [&_td]:wrap-anywhere md:divide-y md:divide-gray-200 md:[&_td]:max-w-64`}>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase text-gray-600 max-md:sr-only">
          <tr>
            {columns.map((column, i) => (
              <th key={i} className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={alignTop ? 'divide-y divide-gray-100 align-top' : 'divide-y divide-gray-100'}>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Below 768 px: the table, its body and rows are blocks (a card per row); each cell a two-column grid, its label
 * (the ::before) on the left and everything the cell holds stacked on the right.
 */
const CARD_ROWS = [
  'max-md:block max-md:[&>tbody]:block max-md:[&_tr]:block max-md:[&_tr]:px-1 max-md:[&_tr]:py-2',
  'max-md:[&_td]:grid max-md:[&_td]:grid-cols-[6rem_minmax(0,1fr)] max-md:[&_td]:items-baseline max-md:[&_td]:gap-x-3 max-md:[&_td]:py-1',
  'max-md:[&_td>*]:col-start-2 max-md:[&_td>*]:justify-self-start max-md:[&_td]:before:col-start-1 max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-semibold',
  'max-md:[&_td]:before:uppercase max-md:[&_td]:before:text-gray-600 max-md:[&_td]:before:content-[attr(data-label)]',
].join(' ');

export function EmptyState({ children, ...props }: { children: React.ReactNode } & React.HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-sm text-gray-500" {...props}>
      {children}
    </p>
  );
}

/** Page links with at most five numbered buttons around the current page. */
export function Pagination({
  page,
  lastPage,
  hrefFor,
  label = 'Pagination',
}: {
  page: number;
  lastPage: number;
  hrefFor: (p: number) => string;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, lastPage - 4));
  const pages = Array.from({ length: Math.min(5, lastPage) }, (_, i) => start + i);
  const cls = 'min-w-9 rounded-md border px-3 py-1.5 text-center text-sm';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link className={`${cls} border-gray-300 bg-white`} href={hrefFor(page - 1)}>
          Previous
        </Link>
      ) : (
        <span className={`${cls} border-gray-200 text-gray-600`} aria-disabled="true">
          Previous
        </span>
      )}
      {pages.map((p) => (
        <Link
          key={p}
          href={hrefFor(p)}
          aria-current={p === page ? 'page' : undefined}
          className={`${cls} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white'}`}
        >
          {p}
        </Link>
      ))}
      {page < lastPage ? (
        <Link className={`${cls} border-gray-300 bg-white`} href={hrefFor(page + 1)}>
          Next
        </Link>
      ) : (
        <span className={`${cls} border-gray-200 text-gray-600`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

export function Notice({ kind, children }: { kind: 'success' | 'error'; children: React.ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-3 text-sm ${kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {children}
    </p>
  );
}

/** Builds a URL from a base path and the current filters, dropping empty values. */
export function withQuery(base: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}
