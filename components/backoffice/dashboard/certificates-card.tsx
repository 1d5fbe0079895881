import Link from 'next/link';
import type { CertificateDeadlineReport } from '@/lib/domain/certificates-10be';

/** "2027-05-31" as "31 May 2027". */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * Form 10BD and the donors' Form 10BE certificates of the year just ended are due by 31 May: the days left (or
 * how late), and how many 80G donors still have no certificate. Amber while something is left, green when done.
 */
export function CertificatesCard({ report }: { report: CertificateDeadlineReport }) {
  const { days_left: days, without_certificate: missing } = report;
  const when = days > 0 ? `${plural(days, 'day', 'days')} left` : days === 0 ? 'due today' : `${plural(-days, 'day', 'days')} overdue`;
  const done = missing === 0 && report.pending_uploads === 0;
  return (
    <section
      aria-labelledby="certificates-heading"
      className={`rounded-xl border p-4 ${done ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
    >
      <h2 id="certificates-heading" className="text-lg font-semibold text-gray-900">
        80G paperwork for {report.financial_year}: due {dayLabel(report.due_on)} ({when})
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-gray-900">
        <li>Form 10BD (the statement of donations): file it on the income-tax portal by {dayLabel(report.due_on)}.</li>
        <li>
          Form 10BE certificates:{' '}
          {report.donors === 0
            ? 'no 80G donors this year.'
            : missing === 0
              ? `all ${plural(report.donors, 'donor has', 'donors have')} theirs.`
              : `${plural(missing, 'donor', 'donors')} of ${report.donors.toLocaleString('en-IN')} still without one.`}
          {report.pending_uploads > 0 &&
            ` ${plural(report.pending_uploads, 'uploaded certificate waits', 'uploaded certificates wait')} for you.`}
        </li>
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href={`/admin/donations/certificates?fy=${report.financial_year}`} className="font-semibold text-brand-800 underline">
          Upload and track certificates
        </Link>
        <a href={`/api/donations/form-10bd?fy=${report.financial_year}`} className="font-semibold text-brand-800 underline">
          Download Form 10BD ({report.financial_year})
        </a>
      </p>
    </section>
  );
}
