import { englishText } from '@/lib/i18n/english';
import { describe, expect, it } from 'vitest';
import { checkCoupon, normaliseCouponCode, type CouponRecord } from '@/lib/domain/coupons';
import { couponDiscount, couponSavings, priceOrder, shippingFor } from '@/lib/domain/pricing';
import { withGst } from '@/lib/domain/gst';

// A product whose price before GST is `rupees`: it is shown (and stored) with its 18% added.
const line = (rupees: number, quantity = 1) => ({ unitPriceInclGst: withGst(Math.round(rupees * 100), 18), quantity });

describe('pricing (DESIGN.md §5)', () => {
  it('charges ₹50 shipping at exactly ₹500 and none one paisa above', () => {
    expect(shippingFor(50_000)).toBe(5_000);
    expect(shippingFor(50_001)).toBe(0);
    expect(shippingFor(49_999)).toBe(5_000);
    expect(priceOrder({ lines: [line(500)] })).toEqual({
      goods: 59_000,
      goodsDiscount: 0,
      subtotal: 50_000,
      discount: 0,
      taxable: 50_000,
      tax: 9_000,
      shipping: 5_000,
      shippingWaived: 0,
      codFee: 0,
      total: 64_000,
      taxLines: [{ rate: 18, shown: 59_000, shownDiscount: 0, value: 50_000, discount: 0, taxable: 50_000, tax: 9_000 }],
      supplyRate: 18,
      // ₹50 shipping includes 50 × 18/118 = ₹7.63 of GST.
      chargesTax: 763,
    });
    expect(priceOrder({ lines: [line(500.01)] }).shipping).toBe(0);
  });

  it('computes GST 18% of the subtotal rounded half up to the paisa', () => {
    // 18% of ₹0.25 = 4.5 paise -> 5; 18% of ₹0.24 = 4.32 -> 4; 18% of ₹333.33 = 5999.94 -> 6000
    expect(priceOrder({ lines: [line(0.25)] }).tax).toBe(5);
    expect(priceOrder({ lines: [line(0.24)] }).tax).toBe(4);
    expect(priceOrder({ lines: [line(333.33)] }).tax).toBe(6_000);
    expect(priceOrder({ lines: [line(199.5, 3)] })).toMatchObject({ subtotal: 59_850, shipping: 0, tax: 10_773, total: 70_623 });
  });

  it('adds the ₹25 COD fee after the floor at zero', () => {
    const t = priceOrder({ lines: [line(100)], paymentMethod: 'cod' });
    expect(t).toMatchObject({ subtotal: 10_000, shipping: 5_000, tax: 1_800, codFee: 2_500, total: 19_300 });
    const free = priceOrder({
      lines: [line(10)],
      paymentMethod: 'cod',
      coupon: { type: 'fixed', value: 1_000_000, maximumDiscountPaise: null },
    });
    // a fixed coupon never exceeds the goods (₹11.80 shown), and leaves nothing to tax: 1180 − 1180 + 5000 + 2500
    expect(free).toMatchObject({ goodsDiscount: 1_180, discount: 1_000, taxable: 0, tax: 0, total: 7_500 });
    expect(priceOrder({ lines: [line(100)], paymentMethod: 'easebuzz' }).codFee).toBe(0);
  });

  it('percentage coupons: value in hundredths of a percent, rounded half up, capped by maximum_discount', () => {
    const tenPercent = { type: 'percentage' as const, value: 1000, maximumDiscountPaise: 20_000 };
    expect(couponDiscount(tenPercent, 123_45)).toBe(1_235); // 1234.5 -> 1235
    expect(couponDiscount(tenPercent, 300_000)).toBe(20_000); // capped at ₹200
    expect(couponDiscount({ type: 'percentage', value: 1250, maximumDiscountPaise: null }, 99_99)).toBe(1_250); // 1249.875 -> 1250
    expect(couponDiscount({ type: 'percentage', value: 10_000, maximumDiscountPaise: null }, 5_000)).toBe(5_000);
    const t = priceOrder({ lines: [line(600)], coupon: tenPercent });
    // 10% off the shown ₹708; GST on the value after the discount (docs/tax.md): 18% of ₹540, not of ₹600.
    expect(t).toMatchObject({
      goods: 70_800,
      goodsDiscount: 7_080,
      subtotal: 60_000,
      shipping: 0,
      tax: 9_720,
      discount: 6_000,
      total: 63_720,
    });
  });

  it('fixed coupons never exceed the subtotal and respect a cap', () => {
    expect(couponDiscount({ type: 'fixed', value: 10_000, maximumDiscountPaise: null }, 60_000)).toBe(10_000);
    expect(couponDiscount({ type: 'fixed', value: 10_000, maximumDiscountPaise: null }, 4_000)).toBe(4_000);
    expect(couponDiscount({ type: 'fixed', value: 10_000, maximumDiscountPaise: 5_000 }, 60_000)).toBe(5_000);
  });

  it('free_shipping coupons waive the shipping and discount nothing else', () => {
    const t = priceOrder({ lines: [line(200)], coupon: { type: 'free_shipping', value: 0, maximumDiscountPaise: null } });
    expect(t).toMatchObject({ subtotal: 20_000, shipping: 0, shippingWaived: 5_000, discount: 0, tax: 3_600, total: 23_600 });
    expect(couponSavings(t)).toBe(5_000);
    const above = priceOrder({ lines: [line(600)], coupon: { type: 'free_shipping', value: 0, maximumDiscountPaise: null } });
    expect(couponSavings(above)).toBe(0);
  });

  it('an empty cart costs nothing', () => {
    expect(priceOrder({ lines: [] }).total).toBe(0);
  });
});

const NOW = new Date('2026-11-20T10:00:00Z');
const coupon = (over: Partial<CouponRecord> = {}): CouponRecord => ({
  code: 'SAVE10',
  type: 'percentage',
  value: 1000,
  maximumDiscountPaise: null,
  minimumAmountPaise: 0,
  usageLimit: null,
  usageLimitPerUser: null,
  usedCount: 0,
  startsAt: null,
  expiresAt: null,
  isActive: true,
  ...over,
});
const check = (c: CouponRecord, subtotalPaise = 100_000, usedByCaller: number | null = 0) =>
  checkCoupon(c, { subtotalPaise, now: NOW, usedByCaller });

describe('coupon rules', () => {
  it('uppercases codes', () => expect(normaliseCouponCode(' welcome10 ')).toBe('WELCOME10'));
  it('accepts a plain active coupon', () => expect(check(coupon())).toEqual({ ok: true }));
  it('refuses inactive coupons as invalid', () =>
    expect(check(coupon({ isActive: false }))).toMatchObject({ ok: false, refusal: { code: 'coupon.invalid' } }));
  it('respects starts_at and expires_at at the boundary', () => {
    expect(check(coupon({ startsAt: new Date(NOW.getTime() + 1) }))).toMatchObject({ reason: 'not_started' });
    expect(check(coupon({ startsAt: NOW }))).toEqual({ ok: true });
    expect(check(coupon({ expiresAt: NOW }))).toMatchObject({ reason: 'expired', refusal: { code: 'coupon.expired' } });
    expect(check(coupon({ expiresAt: new Date(NOW.getTime() + 1) }))).toEqual({ ok: true });
  });
  it('applies minimum_amount to the subtotal, inclusive', () => {
    expect(check(coupon({ minimumAmountPaise: 30_000 }), 30_000)).toEqual({ ok: true });
    const below = check(coupon({ minimumAmountPaise: 30_000 }), 29_999);
    expect(below).toMatchObject({ reason: 'minimum', refusal: { code: 'coupon.minimum', params: { amount: '₹300.00' } } });
    expect(below.ok === false && englishText(below.refusal)).toBe('This coupon requires a minimum order amount of ₹300.00');
  });
  it('enforces usage_limit', () => {
    expect(check(coupon({ usageLimit: 50, usedCount: 49 }))).toEqual({ ok: true });
    expect(check(coupon({ usageLimit: 50, usedCount: 50 }))).toMatchObject({ reason: 'used_up' });
  });
  it('enforces usage_limit_per_user when the buyer is known', () => {
    expect(check(coupon({ usageLimitPerUser: 1 }), 100_000, 0)).toEqual({ ok: true });
    expect(check(coupon({ usageLimitPerUser: 1 }), 100_000, 1)).toMatchObject({ reason: 'used_by_you' });
    expect(check(coupon({ usageLimitPerUser: 1 }), 100_000, null)).toEqual({ ok: true });
  });
});
