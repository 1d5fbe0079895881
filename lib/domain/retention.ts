import { istParts } from './dates';

/**
 * The last day (YYYY-MM-DD, 31 March) a tax record must be kept: `years` after the end of the Indian
 * financial year (April to March, India time) in which it arose. A gift of 10 May 2026 (2026-27, ending
 * 31 March 2027) kept 8 years: 2035-03-31.
 */
export function taxKeptUntil(arose: Date, years: number): string {
  const { year, month } = istParts(arose);
  const fyEnd = month >= 4 ? year + 1 : year;
  return `${fyEnd + years}-03-31`;
}

/** "31/03/2035" for a YYYY-MM-DD day, as the back-office writes dates. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
