import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, GST_RATES, includedTax, isGstRate, mainSupplyRate, splitTax, taxableOf, taxLines, withGst } from '@/lib/domain/gst';
import { findIndianState, INDIAN_STATES } from '@/lib/domain/india-states';
import { priceOrder, uniformGstRate } from '@/lib/domain/pricing';
import { percentOf } from '@/lib/domain/money';
import { foundation } from '@/lib/config/foundation';
import { shippingStateSchema } from '@/lib/domain/validation/order';

const rate = fc.constantFrom(...GST_RATES);
const line = fc.record({
  unitPriceInclGst: fc.integer({ min: 1, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 999 }),
  gstRate: rate,
});

describe('apportioning a discount (docs/tax.md)', () => {
  it('shares add up to the amount exactly, none above its weight, in proportion to within a paisa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = Math.floor(total * fraction);
          const shares = apportion(amount, weights);
          expect(shares.reduce((s, v) => s + v, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]);
            if (total > 0) expect(Math.abs(share - (amount * weights[i]) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('gives the odd paisa to the largest remainder, the earlier line on a tie', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [3, 7])).toEqual([3, 7]);
    expect(apportion(1, [1, 2])).toEqual([0, 1]);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
  });
});

describe('tax on the transaction value', () => {
  it('each line at its own rate on its value after its share of the discount; totals add up', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (lines, pct) => {
        const t = priceOrder({ lines, coupon: { type: 'percentage', value: pct, maximumDiscountPaise: null } });
        const sum = (k: 'shownDiscount' | 'discount' | 'taxable' | 'tax') => t.taxLines.reduce((s, l) => s + l[k], 0);
        expect([sum('shownDiscount'), sum('discount'), sum('taxable'), sum('tax')]).toEqual([
          t.goodsDiscount,
          t.discount,
          t.taxable,
          t.tax,
        ]);
        expect(t.subtotal - t.discount + t.tax + t.shipping + t.codFee).toBe(t.total);
        expect(t.goods - t.goodsDiscount + t.shipping + t.codFee).toBe(t.total);
        // Per rate: the taxable value is what the lines at that rate cost, worked back half up; GST the rest.
        for (const r of new Set(t.taxLines.map((l) => l.rate))) {
          const at = t.taxLines.filter((l) => l.rate === r);
          expect(at.reduce((s, l) => s + l.taxable, 0)).toBe(
            taxableOf(
              at.reduce((s, l) => s + l.shown - l.shownDiscount, 0),
              r,
            ),
          );
        }
      }),
    );
  });

  it('an order without a coupon at the default rate totals exactly what the one-rate formula gave', () => {
    fc.assert(
      fc.property(
        // Prices before GST in whole 50 paise (every catalogue price in rupees is): their 18% is whole paise.
        fc.array(fc.record({ preTax: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 999 }) }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.constantFrom('cod' as const, 'easebuzz' as const),
        (lines, paymentMethod) => {
          const at18 = lines.map((l) => ({ unitPriceInclGst: withGst(l.preTax * 50, 18), quantity: l.quantity, gstRate: 18 }));
          const subtotal = lines.reduce((s, l) => s + l.preTax * 50 * l.quantity, 0);
          const shipping = subtotal > 50_000 ? 0 : 5_000;
          const t = priceOrder({ lines: at18, paymentMethod });
          expect(t).toMatchObject({ subtotal, discount: 0, taxable: subtotal, tax: percentOf(subtotal, 18) });
          expect(t.total).toBe(subtotal + shipping + percentOf(subtotal, 18) + (paymentMethod === 'cod' ? 2_500 : 0));
        },
      ),
    );
  });

  it('each rate of the law: ₹1,000 at 0, 0.25, 3, 5, 12, 18, 28 and 40%', () => {
    const taxes = GST_RATES.map((r) => priceOrder({ lines: [{ unitPriceInclGst: withGst(100_000, r), quantity: 1, gstRate: r }] }).tax);
    expect(taxes).toEqual([0, 250, 3_000, 5_000, 12_000, 18_000, 28_000, 40_000]);
  });

  it('a 10% coupon across a 5% and an 18% line: ₹1,000 + ₹500 → discounts ₹100 + ₹50, tax ₹45 + ₹81', () => {
    const t = priceOrder({
      lines: [
        { unitPriceInclGst: 105_000, quantity: 1, gstRate: 5 },
        { unitPriceInclGst: 59_000, quantity: 1, gstRate: 18 },
      ],
      coupon: { type: 'percentage', value: 1000, maximumDiscountPaise: null },
    });
    // 10% off the shown ₹1,640: ₹105 + ₹59, worked back to ₹100 + ₹50 before GST.
    expect(t.taxLines.map((l) => [l.shownDiscount, l.discount, l.taxable, l.tax])).toEqual([
      [10_500, 10_000, 90_000, 4_500],
      [5_900, 5_000, 45_000, 8_100],
    ]);
    expect(t.taxLines.map((l) => [l.discount, l.taxable, l.tax])).toEqual([
      [10_000, 90_000, 4_500],
      [5_000, 45_000, 8_100],
    ]);
    expect(t).toMatchObject({ goodsDiscount: 16_400, discount: 15_000, tax: 12_600, total: 147_600, supplyRate: 5 });
  });

  it('shipping and the COD fee include their GST at the main supply’s rate', () => {
    expect(includedTax(5_000, 18)).toBe(763); // 50 × 18/118 = 7.627
    expect(includedTax(2_500, 5)).toBe(119); // 25 × 5/105 = 1.19
    expect(includedTax(5_000, 0)).toBe(0);
    const t = priceOrder({ lines: [{ unitPriceInclGst: 21_000, quantity: 1, gstRate: 5 }], paymentMethod: 'cod' });
    expect(t).toMatchObject({ supplyRate: 5, chargesTax: 238 + 119, total: 20_000 + 1_000 + 5_000 + 2_500 });
    // The largest taxable value decides; a tie goes to the higher rate.
    const lines = (a: number, b: number) =>
      taxLines(
        [
          { value: a, rate: 5 },
          { value: b, rate: 12 },
        ],
        0,
      );
    // Shown values: ₹3.15 at 5% and ₹2.24 at 12% are ₹3 and ₹2 of taxable value, and so on.
    expect(mainSupplyRate(lines(315, 224))).toBe(5);
    expect(mainSupplyRate(lines(210, 336))).toBe(12);
    expect(mainSupplyRate(lines(210, 224))).toBe(12);
  });

  it('labels one rate, or none when lines carry several', () => {
    expect(uniformGstRate([5, 5])).toBe(5);
    expect(uniformGstRate([5, 18])).toBeNull();
    expect(uniformGstRate([null])).toBe(18);
  });
});

describe('place of supply and the split', () => {
  it('CGST + SGST add up to the tax inside the foundation’s state, IGST elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...INDIAN_STATES.map((s) => s.code)), (tax, place) => {
        const split = splitTax(tax, place, '09');
        expect(split.cgst + split.sgst + split.igst).toBe(tax);
        if (place === '09') expect([split.igst, split.cgst - split.sgst]).toEqual([0, tax % 2]);
        else expect(split).toEqual({ cgst: 0, sgst: 0, igst: tax });
      }),
    );
    expect(splitTax(9_001, '09', '09')).toEqual({ cgst: 4_501, sgst: 4_500, igst: 0 });
  });

  it('the foundation’s state code is its GSTIN’s and its address’s', () => {
    expect(foundation.gstin.slice(0, 2)).toBe(foundation.gstStateCode);
    expect(findIndianState(foundation.address.state)?.code).toBe(foundation.gstStateCode);
  });

  it('finds a state by English or Hindi name in any case, older name or two-digit code; nothing else', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(findIndianState('uttar PRADESH')?.code).toBe('09');
    expect(findIndianState('उत्तर प्रदेश')?.code).toBe('09');
    expect(findIndianState('9')?.name).toBe('Uttar Pradesh');
    expect(findIndianState('27')?.name).toBe('Maharashtra');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('Andaman & Nicobar Islands')?.code).toBe('35');
    for (const bad of ['', 'UP', '25', '97', '00', 'Atlantis', '123']) expect(findIndianState(bad)).toBeNull();
    expect(shippingStateSchema.parse(' tamil nadu ')).toBe('Tamil Nadu');
    expect(shippingStateSchema.safeParse('Nowhere').success).toBe(false);
  });

  it('rates: only those of the law', () => {
    expect([0, 0.25, 3, 5, 12, 18, 28, 40].every(isGstRate)).toBe(true);
    expect([1, 6, 18.5, -5, 100].some(isGstRate)).toBe(false);
  });
});
