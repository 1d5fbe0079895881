import Link from 'next/link';
import type { CodCapsReport } from '@/lib/domain/wire/backoffice';

/**
 * Accounts holding as much as they may in unshipped cash-on-delivery orders (COD_MAX_OPEN_ORDERS,
 * COD_MAX_UNITS_PER_PRODUCT): their next cash-on-delivery order is refused. Worth a look when one keeps
 * ordering and never takes delivery. Nothing is shown while no account is at a cap.
 */
export function CodCapsCard({ report }: { report: CodCapsReport }) {
  if (report.accounts.length === 0) return null;
  return (
    <section aria-labelledby="cod-caps-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="cod-caps-heading" className="text-lg font-semibold text-amber-900">
        {report.accounts.length === 1 ? '1 account is' : `${report.accounts.length} accounts are`} at the cash-on-delivery limit
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        An account may hold {report.max_open_orders} unshipped cash-on-delivery orders and {report.max_units_per_product} units of one
        product in them. Ship or cancel their orders to free the stock.
      </p>
      <ul className="mt-3 divide-y divide-amber-200 text-sm">
        {report.accounts.map((a) => (
          <li key={a.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link
              href={`/admin/orders?search=${encodeURIComponent(a.email)}`}
              className="font-medium text-brand-800 underline wrap-anywhere"
            >
              {a.name} ({a.email})
            </Link>
            <span className="text-gray-800">
              {a.open_orders} open {a.open_orders === 1 ? 'order' : 'orders'} · up to {a.most_units} units of one product
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
