/** India time (IST, UTC+05:30, no daylight saving) computed in code: date filters, financial years, receipts. */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar parts of an instant as seen in India. */
export function istParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant at which an IST calendar day starts. */
export function istStartOfDay(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** Indian financial year (April to March) of an instant, e.g. "2026-27". */
export function financialYear(date: Date): string {
  const { year, month } = istParts(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** [start, end) of a financial year "2026-27". */
export function financialYearRange(fy: string): { start: Date; end: Date } {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) throw new RangeError(`not a financial year: ${fy}`);
  const startYear = Number(match[1]);
  return { start: istStartOfDay(startYear, 4, 1), end: istStartOfDay(startYear + 1, 4, 1) };
}

export type DateFilter = 'all' | 'today' | 'yesterday' | 'this_week' | 'this_month' | 'last_month';

/** [from, to) for the admin date filters, in India time; weeks start on Monday. */
export function dateFilterRange(filter: DateFilter, now = new Date()): { from: Date; to: Date } | null {
  if (filter === 'all') return null;
  const { year, month, day } = istParts(now);
  const today = istStartOfDay(year, month, day);
  const dayMs = 24 * 60 * 60 * 1000;
  switch (filter) {
    case 'today':
      return { from: today, to: new Date(today.getTime() + dayMs) };
    case 'yesterday':
      return { from: new Date(today.getTime() - dayMs), to: today };
    case 'this_week': {
      const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday = 0
      return { from: new Date(today.getTime() - weekday * dayMs), to: new Date(today.getTime() + dayMs) };
    }
    case 'this_month':
      return { from: istStartOfDay(year, month, 1), to: new Date(today.getTime() + dayMs) };
    case 'last_month': {
      const from = month === 1 ? istStartOfDay(year - 1, 12, 1) : istStartOfDay(year, month - 1, 1);
      return { from, to: istStartOfDay(year, month, 1) };
    }
  }
}

const longDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "20 November 2026" in India time (receipts, invoices). */
export function formatIstDate(date: Date): string {
  return longDate.format(date);
}

/** "20 Nov 2026, 10:05 pm" in India time (timelines, tables). */
export function formatIstDateTime(date: Date): string {
  return dateTime.format(date);
}
