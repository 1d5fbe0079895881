import { describe, expect, it } from 'vitest';
import { formatIstDate } from '@/lib/domain/dates';
import { estimateNextCharge, isFinancialYear } from '@/lib/domain/giving';

const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('estimateNextCharge', () => {
  it('is one period after the last charge, on its India day (the 31st becomes the month end)', () => {
    const now = ist('2026-01-01T00:00');
    expect(formatIstDate(estimateNextCharge(ist('2025-12-31T23:30'), 'monthly', now))).toBe('31/01/2026');
    expect(formatIstDate(estimateNextCharge(ist('2026-01-31T10:00'), 'monthly', ist('2026-02-01T00:00')))).toBe('28/02/2026');
    expect(formatIstDate(estimateNextCharge(ist('2025-11-30T10:00'), 'quarterly', now))).toBe('28/02/2026');
    expect(formatIstDate(estimateNextCharge(ist('2025-03-15T10:00'), 'yearly', now))).toBe('15/03/2026');
  });

  it('moves on by whole periods when charges were missed, so the estimate is never in the past', () => {
    expect(formatIstDate(estimateNextCharge(ist('2025-06-10T10:00'), 'monthly', ist('2025-09-20T00:00')))).toBe('10/10/2025');
  });
});

describe('isFinancialYear', () => {
  it('takes "2025-26" and "2099-00", refuses years whose halves do not follow', () => {
    expect(['2025-26', '2099-00'].map(isFinancialYear)).toEqual([true, true]);
    expect(['2025-27', '2025', '25-26', '2025-26x'].map(isFinancialYear)).toEqual([false, false, false, false]);
  });
});
