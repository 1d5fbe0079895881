import { couponQuoteSchema } from '@/lib/domain/validation/order';
import { quoteOrder } from '@/lib/server/orders';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { englishNotice, englishText } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, couponQuoteSchema);
    const quote = await quoteOrder(await caller(), {
      lines: input.lines,
      code: input.code,
      paymentMethod: input.payment_method,
      email: input.shipping_email ?? input.email ?? null,
    });
    return ok(
      {
        ...quote.wire,
        coupon_valid: quote.check ? quote.check.ok : null,
        coupon_message: quote.check && !quote.check.ok ? englishText(quote.check.refusal) : null,
      },
      { message: englishNotice({ code: 'checkout.totals_calculated' }) },
    );
  },
});
