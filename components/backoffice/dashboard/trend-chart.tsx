import { formatIstDate } from '@/lib/domain/dates';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';

type Point = { date: string; revenue: number; donations: number };

/** A small SVG line chart of the last 30 days (no chart library: two polylines and a table for screen readers). */
export function TrendChart({ series }: { series: Point[] }) {
  const w = 600;
  const h = 160;
  const pad = 8;
  const max = Math.max(1, ...series.flatMap((p) => [p.revenue, p.donations]));
  const x = (i: number) => pad + (i * (w - 2 * pad)) / Math.max(1, series.length - 1);
  const y = (v: number) => h - pad - (v / max) * (h - 2 * pad);
  const line = (key: 'revenue' | 'donations') => series.map((p, i) => `${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
  const totals = series.reduce((t, p) => ({ revenue: t.revenue + p.revenue, donations: t.donations + p.donations }), {
    revenue: 0,
    donations: 0,
  });
  return (
    <figure>
      <figcaption className="flex flex-wrap gap-4 text-sm text-gray-600">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-4 rounded bg-brand-500" />
          Revenue {formatInr(rupeesToPaise(Math.round(totals.revenue)), { whole: true })}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-4 rounded bg-leaf-600" />
          Donations {formatInr(rupeesToPaise(Math.round(totals.donations)), { whole: true })}
        </span>
        <span className="text-gray-600">last 30 days</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        preserveAspectRatio="none"
        className="mt-3 h-40 w-full"
        role="img"
        aria-label="Revenue and donations per day over the last 30 days"
      >
        <line x1={pad} x2={w - pad} y1={h - pad} y2={h - pad} stroke="#e5e7eb" vectorEffect="non-scaling-stroke" />
        <polyline
          points={line('revenue')}
          fill="none"
          stroke="var(--color-brand-500)"
          strokeWidth="2.5"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line('donations')}
          fill="none"
          stroke="var(--color-leaf-600)"
          strokeWidth="2.5"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {totals.revenue + totals.donations === 0 && (
        <p className="text-center text-sm text-gray-500">No paid orders or donations in the last 30 days.</p>
      )}
      <div className="flex justify-between text-xs text-gray-600">
        {[series[0], series.at(-1)].map((p, i) => (
          <span key={i}>{p && formatIstDate(p.date)}</span>
        ))}
      </div>
    </figure>
  );
}
