import Link from 'next/link';
import type { DuplicatePaymentsReport } from '@/lib/domain/wire/backoffice';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { formatIstDate } from '@/lib/domain/dates';

/**
 * Orders and donations paid twice. The second payment is refunded through the gateway on its own; what is listed here is
 * money that has not gone back yet (the refund failed or is still waiting), for staff to settle by hand.
 * Nothing is shown while there is nothing to do.
 */
export function DuplicatePaymentsCard({ report }: { report: DuplicatePaymentsReport }) {
  const open = report.items.filter((i) => i.needs_attention);
  if (open.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="duplicates-heading" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h2 id="duplicates-heading" className="text-lg font-semibold text-red-900">
        {open.length === 1 ? '1 payment was made twice' : `${open.length} payments were made twice`}: refund the second payment
      </h2>
      <p className="mt-1 text-sm text-red-900">The automatic refund did not go through. The buyer or donor has been told by mail.</p>
      <ul className="mt-3 divide-y divide-red-200 text-sm">
        {open.map((d) => (
          <li key={d.payment_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-medium text-gray-900">
              {d.order_number ? (
                <Link href={`/admin/orders?search=${encodeURIComponent(d.order_number)}`} className="text-brand-800 underline">
                  {d.order_number}
                </Link>
              ) : d.donation_id ? (
                <Link href="/admin/donations" className="text-brand-800 underline">
                  Donation #{d.donation_id}
                </Link>
              ) : (
                'Unknown order'
              )}{' '}
              · payment #{d.payment_id}
              {d.mode === 'sandbox' ? ' (test)' : ''}
            </span>
            <span className="text-gray-800">
              {formatInr(rupeesToPaise(d.amount))}
              {d.paid_at ? ` · paid ${formatIstDate(d.paid_at)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
