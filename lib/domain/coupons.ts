/** Coupon eligibility (DESIGN.md §5): pure, so the checkout form and the server give the same answer. */
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

export type CouponCheck = { ok: true } | { ok: false; reason: CouponRefusal; message: string };
type CouponRefusal = 'inactive' | 'not_started' | 'expired' | 'minimum' | 'used_up' | 'used_by_you';

export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';

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
  if (!coupon.isActive) return { ok: false, reason: 'inactive', message: INVALID_COUPON_MESSAGE };
  if (coupon.startsAt && ctx.now < coupon.startsAt) {
    return { ok: false, reason: 'not_started', message: 'This coupon is not active yet' };
  }
  if (coupon.expiresAt && ctx.now >= coupon.expiresAt) {
    return { ok: false, reason: 'expired', message: 'This coupon has expired' };
  }
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) {
    return { ok: false, reason: 'used_up', message: 'This coupon has reached its usage limit' };
  }
  if (coupon.usageLimitPerUser != null && ctx.usedByCaller != null && ctx.usedByCaller >= coupon.usageLimitPerUser) {
    return { ok: false, reason: 'used_by_you', message: 'You have already used this coupon the maximum number of times' };
  }
  if (ctx.subtotalPaise < coupon.minimumAmountPaise) {
    return {
      ok: false,
      reason: 'minimum',
      message: `This coupon requires a minimum order amount of ${formatInr(coupon.minimumAmountPaise)}`,
    };
  }
  return { ok: true };
}
