import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATES, inclusivePriceFrom, taxableOf, taxLines, valueBeforeGst, withGst } from '@/lib/domain/gst';
import { priceOrder, subtotalBeforeGst } from '@/lib/domain/pricing';

// Issue 34 item 11: products store the price shown (GST included); everything else is worked back from it.
const rate = fc.constantFrom(...GST_RATES);
const amount = fc.integer({ min: 0, max: 2_000_000_000 });

/** Exact half-up division of integers (BigInt), the reference the number arithmetic must match. */
function halfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
const hundredths = (r: number) => BigInt(Math.round(r * 100));

describe('working a shown price back to its taxable value', () => {
  it('taxableOf is amount × 100 / (100 + rate), half up, exactly', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        expect(taxableOf(a, r)).toBe(halfUp(BigInt(a) * 10_000n, 10_000n + hundredths(r)));
      }),
    );
    expect(taxableOf(52_982, 18)).toBe(44_900);
    expect(taxableOf(118, 18)).toBe(100);
  });

  it('withGst adds the rate half up, and the shown price works back to the price before GST', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), rate, (p, r) => {
        expect(withGst(p, r)).toBe(p + halfUp(BigInt(p) * hundredths(r), 10_000n));
        expect(taxableOf(withGst(p, r), r)).toBe(p);
      }),
    );
    // The migration's example: ₹449 at 18% → ₹529.82 (80.82 of GST).
    expect(withGst(44_900, 18)).toBe(52_982);
    expect(withGst(100_000, 0.25)).toBe(100_250);
  });

  it('a price sent before GST gets the product’s GST; one sent including it is kept', () => {
    expect(inclusivePriceFrom(44_900, 18, false)).toBe(52_982);
    expect(inclusivePriceFrom(52_982, 18, true)).toBe(52_982);
    expect(inclusivePriceFrom(10_000, 5, false)).toBe(10_500);
  });
});

describe('lines worked back (taxLines)', () => {
  const lines = fc.array(fc.record({ value: fc.integer({ min: 0, max: 50_000_000 }), rate }), { minLength: 1, maxLength: 15 });
  it('per line: taxable + GST = what it costs, value − discount = taxable, nothing negative; totals to the paisa', () => {
    fc.assert(
      fc.property(lines, fc.double({ min: 0, max: 1, noNaN: true }), (ls, fraction) => {
        const goods = ls.reduce((s, l) => s + l.value, 0);
        const discount = Math.floor(goods * fraction);
        const taxed = taxLines(ls, discount);
        expect(taxed.reduce((s, l) => s + l.shownDiscount, 0)).toBe(discount);
        expect(taxed.reduce((s, l) => s + l.value, 0)).toBe(valueBeforeGst(ls));
        taxed.forEach((l, i) => {
          expect(l.shown).toBe(ls[i].value);
          expect(l.taxable + l.tax).toBe(l.shown - l.shownDiscount);
          expect(l.value - l.discount).toBe(l.taxable);
          for (const v of [l.value, l.discount, l.taxable, l.tax, l.shownDiscount]) expect(v).toBeGreaterThanOrEqual(0);
          expect(l.discount).toBeLessThanOrEqual(l.shownDiscount);
          expect(l.value).toBeLessThanOrEqual(l.shown);
          if (l.rate === 0) expect(l.tax).toBe(0);
        });
        const paid = taxed.reduce((s, l) => s + l.shown - l.shownDiscount, 0);
        expect(taxed.reduce((s, l) => s + l.taxable + l.tax, 0)).toBe(paid);
      }),
    );
  });

  it('a fixed coupon comes off what the shopper pays: ₹100 off ₹1,180 charges ₹1,080, of which ₹164.75 is GST', () => {
    const t = priceOrder({
      lines: [{ unitPriceInclGst: 118_000, quantity: 1, gstRate: 18 }],
      coupon: { type: 'fixed', value: 10_000, maximumDiscountPaise: null },
    });
    expect(t).toMatchObject({ goods: 118_000, goodsDiscount: 10_000, taxable: 91_525, tax: 16_475, total: 108_000 });
    expect(t).toMatchObject({ subtotal: 100_000, discount: 8_475 });
  });

  it('free shipping is judged on the goods’ value before GST: ₹529.82 shown (₹449) pays ₹50, ₹590.01 (₹500.01) does not', () => {
    expect(priceOrder({ lines: [{ unitPriceInclGst: 52_982, quantity: 1 }] })).toMatchObject({ shipping: 5_000, total: 57_982 });
    expect(subtotalBeforeGst([{ unitPriceInclGst: 59_000, quantity: 1 }])).toBe(50_000);
    expect(priceOrder({ lines: [{ unitPriceInclGst: 59_000, quantity: 1 }] }).shipping).toBe(5_000);
    expect(priceOrder({ lines: [{ unitPriceInclGst: 59_001, quantity: 1 }] }).shipping).toBe(0);
  });

  it('a percentage coupon charges what it did when prices were before GST (10% of ₹1,000 + 18%)', () => {
    const t = priceOrder({
      lines: [{ unitPriceInclGst: 118_000, quantity: 1, gstRate: 18 }],
      coupon: { type: 'percentage', value: 1000, maximumDiscountPaise: null },
    });
    expect(t).toMatchObject({ goodsDiscount: 11_800, subtotal: 100_000, discount: 10_000, taxable: 90_000, tax: 16_200, total: 106_200 });
  });
});
