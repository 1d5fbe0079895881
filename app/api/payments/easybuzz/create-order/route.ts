import { endpoint, ok, readJsonObject } from '@/lib/server/http';
import { payPlacedOrder } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const payment = await payPlacedOrder(await caller(), await readJsonObject(req));
    return ok(payment, { message: 'Payment initiated successfully', top: { payment_url: payment.payment_url } });
  },
});
