import { useTranslations } from 'next-intl';
import { formatIstDateTime } from '@/lib/domain/dates';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-status';
import { orderStatusLabel } from './status-labels';
import type { TimelineEntry } from '@/lib/domain/order-status';
import { knownEventText } from '@/lib/domain/order-events';

/** Recorded events, then the steps still ahead (hollow), as tracking and My orders show them. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useTranslations('orders');
  // A step titled with its status's own label (recorded or still ahead), and the texts the system writes
  // (payments, refunds, expiry: lib/domain/order-events.ts), read in the page's language; a text written by
  // hand (the back-office's notes) is shown as it was written.
  const known = (text: string) => {
    const event = knownEventText(text);
    return event ? t(`events.${event.key}`, event.params) : text;
  };
  const title = (e: TimelineEntry) =>
    e.status && ORDER_STATUS_LABELS[e.status as OrderStatus] === e.title ? orderStatusLabel(t, e.status) : known(e.title);
  if (entries.length === 0) return <p className="text-sm text-gray-600">{t('noTimeline')}</p>;
  return (
    <ol className="space-y-3">
      {entries.map((e, n) => (
        <li key={n} className="flex gap-3">
          <span
            className={`mt-1 h-3 w-3 shrink-0 rounded-full ${e.completed ? 'bg-leaf-600' : 'border-2 border-gray-300 bg-white'}`}
            aria-hidden="true"
          />
          <div className="min-w-0">
            <p className={`text-sm ${e.completed ? 'font-semibold text-gray-900' : 'text-gray-500'}`}>
              {title(e)}
              <span className="sr-only">{e.completed ? t('completed') : t('upcoming')}</span>
            </p>
            {e.date && <p className="text-xs text-gray-500">{formatIstDateTime(e.date)}</p>}
            {e.note && <p className="text-xs text-gray-600 wrap-anywhere">{known(e.note)}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
