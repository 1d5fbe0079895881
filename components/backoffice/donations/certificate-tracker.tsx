import { DataTable, EmptyState } from '@/components/backoffice/ui';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';

type Tracker = {
  financial_year: string;
  donors: Array<{
    donation_id: number;
    name: string;
    email: string;
    pan: string | null;
    gifts: number;
    total_amount: number;
    certificate: boolean;
  }>;
  with_certificate: number;
  without_certificate: number;
  truncated: boolean;
};

/** Which 80G donors of a financial year have their Form 10BE certificate (those still without one first). */
export function CertificateTrackerTable({ tracker, years }: { tracker: Tracker; years: string[] }) {
  const total = tracker.with_certificate + tracker.without_certificate;
  return (
    <section aria-labelledby="tracker-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tracker-heading" className="text-lg font-semibold text-gray-900">
            Certificates for {tracker.financial_year}
          </h2>
          <p className="text-sm text-gray-700">
            {total === 0
              ? 'No 80G donors in this financial year.'
              : `${tracker.with_certificate} of ${total} donor(s) with 80G gifts have their certificate; ${tracker.without_certificate} still without one. Due by 31 May after the year ends.`}
          </p>
        </div>
        <form method="get" className="flex items-end gap-2">
          <label className="text-sm font-medium text-gray-800">
            Financial year
            <select
              name="fy"
              defaultValue={tracker.financial_year}
              className="mt-1 block rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Show
          </button>
        </form>
      </div>
      {tracker.donors.length === 0 ? (
        <EmptyState>No 80G donors in {tracker.financial_year}.</EmptyState>
      ) : (
        <DataTable columns={['Donor', 'PAN', 'Gifts', 'Total', 'Certificate']}>
          {tracker.donors.map((d) => (
            <tr key={d.donation_id}>
              <td data-label="Donor" className="px-3 py-2">
                <p className="font-medium">{d.name}</p>
                <p className="text-xs text-gray-600 wrap-anywhere">{d.email}</p>
              </td>
              <td data-label="PAN" className="whitespace-nowrap px-3 py-2">
                {d.pan ?? '—'}
              </td>
              <td data-label="Gifts" className="px-3 py-2">
                {d.gifts}
              </td>
              <td data-label="Total" className="whitespace-nowrap px-3 py-2">
                {formatInr(rupeesToPaise(d.total_amount))}
              </td>
              <td data-label="Certificate" className="px-3 py-2">
                {d.certificate ? (
                  <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Sent</span>
                ) : (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Not yet</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {tracker.truncated && <p className="text-sm text-gray-700">Only the first 500 donors are listed.</p>}
    </section>
  );
}
