import { describe, expect, it } from 'vitest';
import { availabilityOf, stockChangeOf } from '@/lib/domain/catalog';
import { STOCK_COUNT_LAG_SECONDS, expiryOf } from '@/lib/server/cache/expiry';

// The table of writes → tags (lib/server/cache/expiry.ts): cached pages show availability, not counts, so an
// order expires pages only when a product sells out, runs low or comes back; a price is never served stale.
describe('which write expires which cache tags', () => {
  it('a stock change is nothing, a count, or a change of availability (sold out, few left, plenty)', () => {
    expect(availabilityOf(0)).toBe('out');
    expect(availabilityOf(5)).toBe('low');
    expect(availabilityOf(6)).toBe('in');
    expect(stockChangeOf({ before: 20, after: 20 })).toBe('nothing');
    expect(stockChangeOf({ before: 20, after: 19 })).toBe('count');
    expect(stockChangeOf({ before: 5, after: 3 })).toBe('count'); // still few left: the count is read live
    expect(stockChangeOf({ before: 7, after: 5 })).toBe('availability'); // now few left
    expect(stockChangeOf({ before: 3, after: 0 })).toBe('availability'); // sold out
    expect(stockChangeOf({ before: 0, after: 10 })).toBe('availability'); // back in stock
  });

  it('an order of a well-stocked product expires nothing: its counts follow by their own lifetime', () => {
    expect(expiryOf('stock.takenByOrder', { stock: [{ productId: 7, before: 40, after: 38 }] })).toEqual([]);
    expect(expiryOf('stock.takenByOrder', { stock: [{ productId: 7, before: 5, after: 2 }] })).toEqual([]);
  });

  it('an order that sells a product out expires its page, the listings and the counts; the other product nothing', () => {
    const tags = expiryOf('stock.takenByOrder', {
      stock: [
        { productId: 3, before: 2, after: 0 },
        { productId: 9, before: 50, after: 49 },
      ],
    });
    expect(tags.sort()).toEqual(['listings', 'product:3', 'stock-counts']);
  });

  it('a cancellation that brings stock back, or a product that runs low, expires its pages at once', () => {
    expect(expiryOf('stock.givenBack', { stock: [{ productId: 4, before: 0, after: 1 }] }).sort()).toEqual([
      'listings',
      'product:4',
      'stock-counts',
    ]);
    expect(expiryOf('stock.takenByOrder', { stock: [{ productId: 4, before: 8, after: 4 }] }).sort()).toEqual([
      'listings',
      'product:4',
      'stock-counts',
    ]);
  });

  it('a stock-take by staff shows its count in the API at once (no page), and expires nothing when the count did not change', () => {
    expect(expiryOf('stock.setByStaff', { stock: [{ productId: 4, before: 20, after: 19 }] })).toEqual(['stock-counts']);
    expect(expiryOf('stock.setByStaff', { stock: [{ productId: 4, before: 12, after: 12 }] })).toEqual([]);
  });

  it('a product write expires its page, the listings and the assortment', () => {
    for (const write of ['product.create', 'product.edit', 'product.status', 'product.delete'] as const) {
      expect(expiryOf(write, { productIds: [5, 6] })).toEqual(['listings', 'assortment', 'product:5', 'product:6']);
    }
  });

  it('each tag is named once', () => {
    const tags = expiryOf('stock.takenByOrder', {
      stock: [
        { productId: 1, before: 1, after: 0 },
        { productId: 2, before: 1, after: 0 },
      ],
    });
    expect(tags.filter((t) => t === 'listings')).toHaveLength(1);
  });

  it('a stock count in the API lags a few seconds at most', () => {
    expect(STOCK_COUNT_LAG_SECONDS).toBeGreaterThan(0);
    expect(STOCK_COUNT_LAG_SECONDS).toBeLessThanOrEqual(10);
  });
});
