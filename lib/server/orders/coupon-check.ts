import 'server-only';
import type { CouponQuoteInput } from '@/lib/domain/validation/order';
import { paiseToRupees } from '@/lib/domain/money';
import { couponValueToWire } from '@/lib/domain/coupons';
import { couponSavings } from '@/lib/domain/pricing';
import { DomainError, invalid } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { enforceRateLimit } from '@/lib/server/platform';
import { quoteOrder } from './quote';

/** Codes are short: guessing them one request at a time is slowed down per address (the API and checkout share it). */
export async function limitCouponAttempts(caller: Caller): Promise<void> {
  await enforceRateLimit(`coupon:${caller.ip ?? 'unknown'}`, { limit: 30, windowSeconds: 600 }, 'rate.coupons');
}

/**
 * POST /api/coupons/validate and /apply: the discount from our own prices (the items sent, else the caller's
 * cart; only a guest who sent no items gets a preview on the subtotal they sent). Records nothing: usage
 * is counted when the order is placed.
 */
export async function couponAnswer(caller: Caller, input: CouponQuoteInput) {
  await limitCouponAttempts(caller);
  if (!input.code) throw invalid({ code: [{ code: 'coupon.enter_code' }] });
  const quote = await quoteOrder(caller, {
    lines: input.lines,
    code: input.code,
    paymentMethod: input.payment_method,
    email: input.shipping_email ?? input.email ?? null,
    fallbackSubtotalRupees: input.subtotal ?? input.order_amount ?? 0,
  });
  if (!quote.check?.ok || !quote.coupon) {
    const refusal = quote.check && !quote.check.ok ? quote.check.refusal : { code: 'coupon.invalid' as const };
    throw new DomainError(refusal.code, refusal.params);
  }
  const c = quote.coupon;
  return {
    data: {
      discount_amount: paiseToRupees(couponSavings(quote.totals)),
      coupon: {
        code: c.code,
        type: c.type,
        name: c.name,
        description: c.description,
        value: couponValueToWire(c.type, c.value),
        minimum_amount: paiseToRupees(c.minimumAmountPaise),
        maximum_discount: c.maximumDiscountPaise == null ? null : paiseToRupees(c.maximumDiscountPaise),
      },
      totals: quote.wire,
    },
  };
}
