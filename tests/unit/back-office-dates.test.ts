import { describe, expect, it } from 'vitest';
import { defaultForm10bdYear, formatIstDate, istDayRange, parseIstDay, recentFinancialYears } from '@/lib/domain/dates';

describe('India days in back-office filters', () => {
  it('reads yyyy-mm-dd and dd/mm/yyyy, and refuses days that do not exist', () => {
    expect(parseIstDay('2026-11-20')).toEqual({ year: 2026, month: 11, day: 20 });
    expect(parseIstDay('20/11/2026')).toEqual({ year: 2026, month: 11, day: 20 });
    expect(parseIstDay('31/02/2026')).toBeNull();
    expect(parseIstDay('11/20/2026')).toBeNull();
    expect(parseIstDay('yesterday')).toBeNull();
  });

  it('takes the whole To day in, in India time', () => {
    const { from, to } = istDayRange('20/11/2026', '20/11/2026');
    expect(from!.toISOString()).toBe('2026-11-19T18:30:00.000Z');
    expect(to!.toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(istDayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it('shows a date as dd/mm/yyyy in India', () => {
    expect(formatIstDate(new Date('2026-11-19T18:45:00Z'))).toBe('20/11/2026');
  });
});

describe('Form 10BD year', () => {
  it('defaults to the year just ended from April to June (when it is filed), else the current one', () => {
    expect(defaultForm10bdYear(new Date('2026-03-31T12:00:00Z'))).toBe('2025-26');
    expect(defaultForm10bdYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2025-26');
    expect(defaultForm10bdYear(new Date('2026-06-30T12:00:00Z'))).toBe('2025-26');
    expect(defaultForm10bdYear(new Date('2026-07-01T00:00:00+05:30'))).toBe('2026-27');
    expect(recentFinancialYears(3, new Date('2026-11-20T00:00:00Z'))).toEqual(['2026-27', '2025-26', '2024-25']);
  });
});
