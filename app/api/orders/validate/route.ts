import { orderInputSchema } from '@/lib/domain/validation/order';
import { quoteOrder } from '@/lib/server/orders';
import { endpoint, ok, readJsonAs } from '@/lib/server/http';
import { DomainError } from '@/lib/domain/errors';
import { insufficientStock } from '@/lib/server/orders';
import { englishNotice } from '@/lib/i18n/english';

// Everything POST /api/orders would check (fields, products, stock, coupon), without placing anything.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const input = await readJsonAs(req, orderInputSchema);
    const quote = await quoteOrder(await caller(), {
      lines: input.lines,
      code: input.coupon_code,
      paymentMethod: input.payment_method,
      email: input.shipping_email,
    });
    const [short] = quote.stockProblems;
    if (short) throw insufficientStock(short, short.stock);
    if (quote.check && !quote.check.ok) throw new DomainError(quote.check.refusal.code, quote.check.refusal.params);
    return ok({ valid: true, totals: quote.wire }, { message: englishNotice({ code: 'checkout.order_valid' }) });
  },
});
