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

// Every date the site shows (pages, back-office, mails, PDFs, CSV exports) is formatted here, in India time
// whatever the server's or the browser's zone, in one form: dd/mm/yyyy, with the time as "6:44 pm" where a
// time is shown. Written out rather than through Intl, so the server's and the browser's ICU cannot differ
// (a hydration mismatch) and receipts read the same everywhere.

/** An instant from the database (Date) or the wire (ISO string). */
type Instant = Date | string;
const asDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);
const two = (n: number) => String(n).padStart(2, '0');

/** "20/11/2026": the day in India (lists, receipts, invoices, CSV columns); a bare "2026-11-20" is that day. */
export function formatIstDate(date: Instant): string {
  const { year, month, day } = istParts(asDate(date));
  return `${two(day)}/${two(month)}/${year}`;
}

/** "20/11/2026, 10:05 pm": the day and the time in India (timelines, the audit log, the outbox). */
export function formatIstDateTime(date: Instant): string {
  const shifted = new Date(asDate(date).getTime() + IST_OFFSET_MS);
  const hours = shifted.getUTCHours();
  const time = `${hours % 12 || 12}:${two(shifted.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
  return `${formatIstDate(date)}, ${time}`;
}

/** "2026-11-20": the day in India as yyyy-mm-dd, for file names and day keys (sorts by date, holds no "/"). */
export function istIsoDay(date: Instant = new Date()): string {
  const { year, month, day } = istParts(asDate(date));
  return `${year}-${two(month)}-${two(day)}`;
}

/** ISO instant -> the value of a datetime-local input ("2026-11-20T22:05") in India time; '' for none. */
export function toIstDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value carries no zone: the forms mean India time. Values with a zone pass unchanged. */
export function fromIstDateTimeLocal(value: string): string {
  return /[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value.length === 16 ? `${value}:00` : value}+05:30`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A calendar day typed in a filter, as yyyy-mm-dd (the date input's value) or dd/mm/yyyy (as India writes
 * it), read as India's day. Null when it is not a real date.
 */
export function parseIstDay(text: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const indian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : indian
      ? [Number(indian[3]), Number(indian[2]), Number(indian[1])]
      : [0, 0, 0];
  if (!year) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * [from, to) instants for an inclusive From–To filter of India days: "To 20/11/2026" takes in the whole
 * of that day in India, up to 21/11/2026 00:00 IST.
 */
export function istDayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const a = from ? parseIstDay(from) : null;
  const b = to ? parseIstDay(to) : null;
  return {
    from: a ? istStartOfDay(a.year, a.month, a.day) : undefined,
    to: b ? new Date(istStartOfDay(b.year, b.month, b.day).getTime() + DAY_MS) : undefined,
  };
}

/**
 * The financial year Form 10BD is most likely filed for: it is due by 31 May for the year just ended, so
 * from April to June the previous year, otherwise the current one.
 */
export function defaultForm10bdYear(now = new Date()): string {
  const { month } = istParts(now);
  const current = financialYear(now);
  return month >= 4 && month <= 6 ? shiftFinancialYear(current, -1) : current;
}

/** "2026-27" moved by n years ("2025-26" for -1). */
export function shiftFinancialYear(fy: string, n: number): string {
  const start = Number(fy.slice(0, 4)) + n;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The current financial year and the ones before it, newest first (the 10BD year choice). */
export function recentFinancialYears(count: number, now = new Date()): string[] {
  const current = financialYear(now);
  return Array.from({ length: count }, (_, i) => shiftFinancialYear(current, -i));
}
