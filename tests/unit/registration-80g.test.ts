import { describe, expect, it } from 'vitest';
import { assessmentYear, registration80gOn } from '@/lib/domain/registration-80g';

const lapsing = { urn: 'AAATS1234CF20214', approvedOn: '2021-05-28', validFrom: 'AY 2022-23', validUpTo: 'AY 2026-27' };
const renewal = { urn: 'AAATS1234CF20264', approvedOn: '2026-03-20', validFrom: 'AY 2027-28', validUpTo: 'AY 2031-32' };

describe('80G registration validity', () => {
  it('puts a donation in the assessment year after its financial year, by India time', () => {
    expect(assessmentYear(new Date('2026-11-10T06:00:00Z'))).toBe('AY 2027-28');
    expect(assessmentYear(new Date('2026-03-31T18:00:00Z'))).toBe('AY 2026-27'); // 23:30 IST, 31 March
    expect(assessmentYear(new Date('2026-03-31T18:31:00Z'))).toBe('AY 2027-28'); // 00:01 IST, 1 April
  });

  it('a November 2026 donation is not covered by a registration valid up to AY 2026-27', () => {
    expect(registration80gOn(new Date('2026-11-10T06:00:00Z'), [lapsing])).toBeNull();
    expect(registration80gOn(new Date('2026-02-10T06:00:00Z'), [lapsing])).toEqual(lapsing);
    expect(registration80gOn(new Date('2021-02-10T06:00:00Z'), [lapsing])).toBeNull(); // before it began
  });

  it('finds the renewal that covers the date', () => {
    expect(registration80gOn(new Date('2026-11-10T06:00:00Z'), [lapsing, renewal])).toEqual(renewal);
    expect(registration80gOn(new Date('2025-11-10T06:00:00Z'), [lapsing, renewal])).toEqual(lapsing);
  });
});
