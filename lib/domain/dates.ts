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

// Every date the site shows is formatted here, in India time whatever the server's or the browser's zone.
const IST = 'Asia/Kolkata';
const longDate = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat('en-IN', { timeZone: IST, dateStyle: 'medium', timeStyle: 'medium' });
const usLongDate = new Intl.DateTimeFormat('en-US', { timeZone: IST, year: 'numeric', month: 'long', day: 'numeric' });

/** An instant from the database (Date) or the wire (ISO string). */
type Instant = Date | string;
const asDate = (value: Instant) => (typeof value === 'string' ? new Date(value) : value);

/** "20 November 2026" in India time (receipts, invoices). */
export function formatIstDate(date: Instant): string {
  return longDate.format(asDate(date));
}

/** "20 Nov 2026" in India time (tables, lists). */
export function formatIstDay(date: Instant): string {
  return shortDate.format(asDate(date));
}

/** "20 Nov 2026, 10:05 pm" in India time (timelines, tables); with seconds for the audit log. */
export function formatIstDateTime(date: Instant, options: { seconds?: boolean } = {}): string {
  return (options.seconds ? dateTimeSeconds : dateTime).format(asDate(date));
}

/** "November 20, 2026": the spec's long US format for the profile's "member since", the day as seen in India. */
export function formatUsLongDate(date: Instant): string {
  return usLongDate.format(asDate(date));
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
