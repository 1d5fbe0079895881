import { describe, expect, it } from 'vitest';
import { privacy } from '@/lib/config/privacy';
import { dayLabel, taxKeptUntil } from '@/lib/domain/retention';

// A tax record kept after an erasure: until 31 March, 8 years after the end of its financial year (India time).
describe('taxKeptUntil', () => {
  it('counts from the end of the financial year in India time: 31 March 23:59 IST is the old year, 1 April 00:00 IST the new', () => {
    expect(privacy.taxRecordYears).toBe(8);
    expect(taxKeptUntil(new Date('2026-03-31T18:29:00Z'), 8)).toBe('2034-03-31'); // 31 March 2026, 23:59 IST: 2025-26
    expect(taxKeptUntil(new Date('2026-03-31T18:30:00Z'), 8)).toBe('2035-03-31'); // 1 April 2026, 00:00 IST: 2026-27
    expect(taxKeptUntil(new Date('2026-12-15T06:00:00Z'), 8)).toBe('2035-03-31');
    expect(taxKeptUntil(new Date('2027-01-10T06:00:00Z'), 8)).toBe('2035-03-31');
  });

  it('is written as the back-office writes dates', () => {
    expect(dayLabel('2035-03-31')).toBe('31/03/2035');
  });
});
