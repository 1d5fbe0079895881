import { describe, expect, it } from 'vitest';
import { certificateDeadline, financialYearIn, pansIn } from '@/lib/domain/certificates-10be';

describe('reading a Form 10BE', () => {
  it('finds the donor’s PANs in text and file names, not the foundation’s nor a PAN-like run inside a longer word', () => {
    expect(pansIn('PAN of reporting person AAATS1234C; donor PAN: abcpe1234f.', 'AAATS1234C')).toEqual(['ABCPE1234F']);
    expect(pansIn('10BE_ABCPE1234F_2025-26.pdf', 'AAATS1234C')).toEqual(['ABCPE1234F']);
    expect(pansIn('URN AAATS1234CE20231 and ABCPE1234F ABCPE1234F', 'AAATS1234C')).toEqual(['ABCPE1234F']);
    // The fourth letter is the holder's kind: X is none.
    expect(pansIn('ABCXE1234F', 'AAATS1234C')).toEqual([]);
  });

  it('reads the financial year it states, not the assessment year', () => {
    expect(financialYearIn('Financial Year: 2025-26 Assessment Year 2026-27')).toBe('2025-26');
    expect(financialYearIn('FINANCIAL YEAR 2025-2026')).toBe('2025-26');
    expect(financialYearIn('Financial year 2025-27')).toBeNull();
    expect(financialYearIn('Assessment Year 2026-27')).toBeNull();
  });
});

describe('the 31 May deadline of Form 10BD and the certificates', () => {
  const at = (iso: string) => new Date(iso);
  it('counts the days to 31 May after the year just ended, in India time', () => {
    expect(certificateDeadline(at('2026-04-01T00:00:00+05:30'))).toEqual({ financialYear: '2025-26', dueOn: '2026-05-31', daysLeft: 60 });
    expect(certificateDeadline(at('2026-05-31T23:59:00+05:30')).daysLeft).toBe(0);
    // Past the day and until the next year ends, the same year is shown overdue.
    expect(certificateDeadline(at('2026-06-01T00:00:00+05:30'))).toMatchObject({ financialYear: '2025-26', daysLeft: -1 });
    expect(certificateDeadline(at('2027-03-31T23:59:00+05:30'))).toMatchObject({ financialYear: '2025-26' });
    expect(certificateDeadline(at('2027-03-31T18:30:00Z'))).toMatchObject({ financialYear: '2026-27', dueOn: '2027-05-31', daysLeft: 60 });
  });
});
