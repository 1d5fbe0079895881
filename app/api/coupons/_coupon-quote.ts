import { couponQuoteSchema } from '@/lib/domain/validation/order';
import { isCouponRefusal } from '@/lib/domain/coupons';
import { DomainError } from '@/lib/domain/errors';
import { endpoint, failureWith, ok, readJsonAs } from '@/lib/server/http';
import { couponAnswer } from '@/lib/server/orders';
import { englishNotice } from '@/lib/i18n/english';

/** POST /api/coupons/apply and /api/coupons/validate: the contract has both names for one quote. */
export const couponQuote = endpoint({
  POST: async ({ req, caller }) => {
    try {
      const { data } = await couponAnswer(await caller(), await readJsonAs(req, couponQuoteSchema));
      return ok(data, { message: englishNotice({ code: 'checkout.coupon_applied' }) });
    } catch (error) {
      // This route's refusal tells the client the discount it may show: none.
      if (error instanceof DomainError && isCouponRefusal(error.code)) return failureWith(error, { data: { discount_amount: 0 } });
      throw error;
    }
  },
});
