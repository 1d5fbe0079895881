import { describe, expect, it } from 'vitest';
import { stockChangeOf } from '@/lib/domain/catalog';
import { STOCK_COUNT_LAG_SECONDS, expiryOf } from '@/lib/server/cache/expiry';

// The table of writes → tags (lib/server/cache/expiry.ts): an order expires only the pages of what it took,
// listings only when a badge they show changes, and never lets a sold-out product or a price be served stale.
describe('which write expires which cache tags', () => {
  it('a stock change is nothing, a count, a badge or sold out', () => {
    expect(stockChangeOf({ before: 20, after: 20 })).toBe('nothing');
    expect(stockChangeOf({ before: 20, after: 19 })).toBe('count');
    expect(stockChangeOf({ before: 7, after: 5 })).toBe('badge'); // in stock → 'Only 5 left'
    expect(stockChangeOf({ before: 5, after: 3 })).toBe('badge'); // the badge names the count
    expect(stockChangeOf({ before: 3, after: 0 })).toBe('soldOut');
    expect(stockChangeOf({ before: 0, after: 10 })).toBe('soldOut'); // back in stock
  });

  it('an order of a well-stocked product expires its own page (soon) and no listing', () => {
    expect(expiryOf('stock.takenByOrder', { stock: [{ productId: 7, before: 40, after: 38 }] })).toEqual({
      now: [],
      soon: ['product:7', 'listed-stock'],
    });
  });

  it('an order that sells a product out expires its page and the listings at once', () => {
    const expiry = expiryOf('stock.takenByOrder', {
      stock: [
        { productId: 3, before: 2, after: 0 },
        { productId: 9, before: 50, after: 49 },
      ],
    });
    expect(expiry.now.sort()).toEqual(['listed-stock', 'listings', 'product:3']);
    expect(expiry.soon.sort()).toEqual(['product:9']);
  });

  it('a low-stock badge that moves expires the listings soon; a cancellation that brings stock back, at once', () => {
    expect(expiryOf('stock.takenByOrder', { stock: [{ productId: 4, before: 8, after: 4 }] }).soon.sort()).toEqual([
      'listed-stock',
      'listings',
      'product:4',
    ]);
    expect(expiryOf('stock.givenBack', { stock: [{ productId: 4, before: 0, after: 1 }] }).now.sort()).toEqual([
      'listed-stock',
      'listings',
      'product:4',
    ]);
  });

  it('a stock-take by staff shows at once, and expires nothing when the count did not change', () => {
    expect(expiryOf('stock.setByStaff', { stock: [{ productId: 4, before: 20, after: 19 }] })).toEqual({
      now: ['product:4', 'listed-stock'],
      soon: [],
    });
    expect(expiryOf('stock.setByStaff', { stock: [{ productId: 4, before: 12, after: 12 }] })).toEqual({ now: [], soon: [] });
  });

  it('a product write expires its page, the listings and the assortment at once', () => {
    for (const write of ['product.create', 'product.edit', 'product.status', 'product.delete'] as const) {
      expect(expiryOf(write, { productIds: [5, 6] })).toEqual({ now: ['listings', 'assortment', 'product:5', 'product:6'], soon: [] });
    }
  });

  it('a tag expired now is not expired soon as well', () => {
    const expiry = expiryOf('stock.takenByOrder', {
      stock: [
        { productId: 1, before: 1, after: 0 },
        { productId: 1, before: 9, after: 8 },
      ],
    });
    expect(expiry.now).toContain('product:1');
    expect(expiry.soon).not.toContain('product:1');
  });

  it('a stock count lags a few seconds at most', () => {
    expect(STOCK_COUNT_LAG_SECONDS).toBeGreaterThan(0);
    expect(STOCK_COUNT_LAG_SECONDS).toBeLessThanOrEqual(10);
  });
});
