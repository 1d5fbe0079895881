import type { OpenIncidentsReport } from '@/lib/domain/wire/backoffice';
import { formatIstDateTime } from '@/lib/domain/dates';

export type AlertsCardTexts = { heading: string; intro: string; since: (time: string) => string };

/**
 * The incidents the admins were mailed about (lib/server/operations/alerts.ts) while their condition holds:
 * mail stuck in the outbox, a gateway's refused webhook signatures, a payment the site did not expect.
 * Nothing is shown while none is open.
 */
export function AlertsCard({ report, texts }: { report: OpenIncidentsReport; texts: AlertsCardTexts }) {
  if (report.items.length === 0) return null;
  return (
    <section aria-labelledby="alerts-heading" className="rounded-xl border border-red-300 bg-red-50 p-4" data-testid="alerts-card">
      <h2 id="alerts-heading" className="text-lg font-semibold text-red-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-sm text-red-900">{texts.intro}</p>
      <ul className="mt-3 divide-y divide-red-200 text-sm">
        {report.items.map((item) => (
          <li key={item.id} className="py-2" data-alert={item.kind}>
            <p className="font-semibold text-gray-900">{item.title}</p>
            <p className="text-gray-800">{item.detail}</p>
            <p className="text-xs text-gray-600">{texts.since(formatIstDateTime(item.opened_at))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
