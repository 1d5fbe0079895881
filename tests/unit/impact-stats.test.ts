import { describe, expect, it } from 'vitest';
import { impactStats } from '@/lib/domain/impact-stats';

const FIXED = [
  { value: '150+', label: 'Happy Children' },
  { value: '50+', label: 'Volunteers' },
];

describe('impactStats (the home page figures)', () => {
  it('leaves a count of zero out: a fresh site shows no "0 Donors" and no "0 Products"', () => {
    expect(impactStats(FIXED, { products: 0, donors: 0 })).toEqual(FIXED);
  });

  it('words one donor in the singular and many in the plural, in Indian grouping', () => {
    expect(impactStats(FIXED, { products: 12, donors: 1 }).slice(2)).toEqual([
      { value: '12', label: 'Our Products & Gifts' },
      { value: '1', label: 'Donor' },
    ]);
    expect(impactStats(FIXED, { products: 0, donors: 123456 }).slice(2)).toEqual([{ value: '1,23,456', label: 'Donors' }]);
  });
});
