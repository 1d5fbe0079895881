import { formatIstDateTime } from '@/lib/domain/dates';
import type { TimelineEntry } from '@/lib/domain/order-status';

/** Recorded events, then the steps still ahead (hollow), as tracking and My orders show them. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-gray-600">No timeline available.</p>;
  return (
    <ol className="space-y-3">
      {entries.map((t, n) => (
        <li key={n} className="flex gap-3">
          <span
            className={`mt-1 h-3 w-3 shrink-0 rounded-full ${t.completed ? 'bg-leaf-600' : 'border-2 border-gray-300 bg-white'}`}
            aria-hidden="true"
          />
          <div>
            <p className={`text-sm ${t.completed ? 'font-semibold text-gray-900' : 'text-gray-500'}`}>
              {t.title}
              <span className="sr-only">{t.completed ? ' (completed)' : ' (pending)'}</span>
            </p>
            {t.date && <p className="text-xs text-gray-500">{formatIstDateTime(t.date)}</p>}
            {t.note && <p className="text-xs text-gray-600">{t.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
