import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, pageWindow, stockBadge } from '@/lib/domain/catalog';
import { productQuerySchema } from '@/lib/domain/validation/product-query';

describe('shop rules', () => {
  it('stock badges: Only n left at 5 or less, Out of Stock at 0, nothing above 5', () => {
    expect(stockBadge(0)).toEqual({ kind: 'out' });
    expect(stockBadge(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockBadge(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockBadge(6)).toBeNull();
    expect(stockBadge(null)).toBeNull();
  });

  it('quantity stays within 1 to stock, 99 when stock is unknown', () => {
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(150, null)).toBe(99);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
  });

  it('pagination shows at most five numbers, centred on the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    for (let last = 1; last < 30; last++) {
      for (let current = 1; current <= last; current++) {
        const w = pageWindow(current, last);
        expect(w).toContain(current);
        expect(w.length).toBe(Math.min(5, last));
        expect(w[0]).toBeGreaterThanOrEqual(1);
        expect(w.at(-1)).toBeLessThanOrEqual(last);
      }
    }
  });
});

describe('product query schema', () => {
  it('defaults to page 1, 12 per page, newest first', () => {
    expect(productQuerySchema.parse({})).toEqual({ page: 1, per_page: 12, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('is lenient where the client is: all and empty mean no filter, case does not matter', () => {
    const q = productQuerySchema.parse({ category: 'ALL', status: 'All', search: '  ', sort_by: 'PRICE', sort_order: 'ASC' });
    expect(q).toMatchObject({ category: undefined, status: undefined, search: undefined, sort_by: 'price', sort_order: 'asc' });
    expect(productQuerySchema.parse({ status: 'Active' }).status).toBe('active');
  });

  it('rejects values it does not know', () => {
    for (const bad of [
      { page: '0' },
      { per_page: '101' },
      { sort_by: 'rating' },
      { sort_order: 'up' },
      { status: 'deleted' },
      { page: '1.5' },
    ]) {
      expect(productQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
