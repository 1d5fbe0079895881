/** Coupon eligibility (DESIGN.md §5): pure, so the checkout form and the server give the same answer. */
import type { Coded, ErrorCode } from './errors';
import { formatInr, paiseToRupees, rupeesToPaise, type Paise } from './money';
import type { CouponTerms } from './pricing';

export const COUPON_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export type CouponRecord = CouponTerms & {
  code: string;
  minimumAmountPaise: Paise;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  usedCount: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  isActive: boolean;
};

/** Why a coupon does not apply, as codes (the /api edge answers each as a 400 with `error: coupon_invalid`). */
export const COUPON_REFUSALS = [
  'coupon.invalid',
  'coupon.not_started',
  'coupon.expired',
  'coupon.used_up',
  'coupon.used_by_you',
  'coupon.minimum',
] as const satisfies readonly ErrorCode[];
export type CouponRefusalCode = (typeof COUPON_REFUSALS)[number];
export const isCouponRefusal = (code: string): code is CouponRefusalCode => (COUPON_REFUSALS as readonly string[]).includes(code);

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRefusal; refusal: Coded<CouponRefusalCode> };
type CouponRefusal = 'inactive' | 'not_started' | 'expired' | 'minimum' | 'used_up' | 'used_by_you';

/** An unknown or inactive code: the same answer, so codes cannot be probed. */
export const INVALID_COUPON: CouponCheck = { ok: false, reason: 'inactive', refusal: { code: 'coupon.invalid' } };

/**
 * A coupon's stored value as the wire speaks it: a percentage is stored in hundredths of a percent (1000 =
 * 10%) and sent as percent, a fixed discount is stored in paise and sent in rupees; free shipping has none.
 */
export function couponValueToWire(type: CouponType, stored: number): number {
  if (type === 'percentage') return stored / 100;
  return type === 'fixed' ? paiseToRupees(stored) : 0;
}

/** The wire's percent or rupees back to the stored value (see couponValueToWire). */
export function couponValueFromWire(type: CouponType, value: number): number {
  if (type === 'percentage') return Math.round(value * 100);
  return type === 'fixed' ? rupeesToPaise(value) : 0;
}

/** Codes are case-insensitive: stored and compared uppercased. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether a coupon applies to a subtotal now. `usedByCaller` is how often this buyer (user, or guest email)
 * used it; null when the buyer is not known yet (validation before the email is typed).
 */
export function checkCoupon(coupon: CouponRecord, ctx: { subtotalPaise: Paise; now: Date; usedByCaller: number | null }): CouponCheck {
  if (!coupon.isActive) return INVALID_COUPON;
  if (coupon.startsAt && ctx.now < coupon.startsAt) {
    return { ok: false, reason: 'not_started', refusal: { code: 'coupon.not_started' } };
  }
  if (coupon.expiresAt && ctx.now >= coupon.expiresAt) {
    return { ok: false, reason: 'expired', refusal: { code: 'coupon.expired' } };
  }
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) {
    return { ok: false, reason: 'used_up', refusal: { code: 'coupon.used_up' } };
  }
  if (coupon.usageLimitPerUser != null && ctx.usedByCaller != null && ctx.usedByCaller >= coupon.usageLimitPerUser) {
    return { ok: false, reason: 'used_by_you', refusal: { code: 'coupon.used_by_you' } };
  }
  if (ctx.subtotalPaise < coupon.minimumAmountPaise) {
    return {
      ok: false,
      reason: 'minimum',
      refusal: { code: 'coupon.minimum', params: { amount: formatInr(coupon.minimumAmountPaise) } },
    };
  }
  return { ok: true };
}
