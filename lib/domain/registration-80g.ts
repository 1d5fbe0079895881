// Which 80G registration covers a donation. A registration is granted for a span of assessment years; a
// donation belongs to the assessment year after its financial year (received in November 2026, FY 2026-27:
// AY 2027-28). A receipt may certify under section 80G only under a registration covering that year.
import { financialYear } from './dates';

export type Registration80g = {
  /** The unique registration number (URN) the income-tax portal issued. */
  urn: string;
  /** yyyy-mm-dd, the day of approval. */
  approvedOn: string;
  /** 'AY 2022-23' */
  validFrom: string;
  /** 'AY 2026-27' */
  validUpTo: string;
};

/** 'AY 2027-28' for an instant of FY 2026-27. */
export function assessmentYear(date: Date): string {
  const start = Number(financialYear(date).slice(0, 4)) + 1;
  return `AY ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const startYear = (ay: string) => {
  const match = /^AY (\d{4})-\d{2}$/.exec(ay.trim());
  if (!match) throw new RangeError(`not an assessment year: ${ay}`);
  return Number(match[1]);
};

/** The registration whose assessment years cover a donation received at `date`; null when none does. */
export function registration80gOn(date: Date, registrations: readonly Registration80g[]): Registration80g | null {
  const year = startYear(assessmentYear(date));
  return registrations.find((r) => startYear(r.validFrom) <= year && year <= startYear(r.validUpTo)) ?? null;
}
