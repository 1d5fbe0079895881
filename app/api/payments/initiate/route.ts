import { fail } from '@/lib/domain/errors';
import { orderInputSchema } from '@/lib/domain/validation/order';
import { PaymentNotStarted, placeOrder } from '@/lib/server/checkout';
import { parseOrRefuse } from '@/lib/server/errors';
import { endpoint, idempotencyKeyOf, ok, readJsonObject, replayHeaders } from '@/lib/server/http';
import { payPlacedOrder, pickReturnUrls } from '@/lib/server/payments';
import { englishNotice } from '@/lib/i18n/english';

// With order_id: pays that order. With the whole order (the legacy client's gateway checkout): places it and
// pays it in one call, through the same use case as POST /api/orders.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const who = await caller();
    const body = await readJsonObject(req);
    if (body.order_id != null && body.order_id !== '') {
      const payment = await payPlacedOrder(who, body);
      return ok(payment, { message: englishNotice({ code: 'payment.initiated' }), top: { payment_url: payment.payment_url } });
    }
    if (!Array.isArray(body.items) && !Array.isArray(body.cart_items)) throw fail('payment.order_id_required');
    const input = parseOrRefuse(orderInputSchema, { ...body, payment_method: 'easebuzz' });
    const request = { input, idempotencyKey: idempotencyKeyOf(req), pay: pickReturnUrls(body) };
    const placed = await placeOrder(who, 'api.payments.initiate', request).catch((error: unknown) => {
      // The order was given up; the API answers the gateway's own refusal (502, 503).
      throw error instanceof PaymentNotStarted ? error.reason : error;
    });
    const payment = placed.payment!;
    const data = placed.accessToken ? { ...payment, access_token: placed.accessToken } : payment;
    return ok(data, {
      message: englishNotice({ code: 'payment.initiated' }),
      top: { payment_url: payment.payment_url },
      headers: replayHeaders(placed.replayed),
    });
  },
});
