import { endpoint, ok, readJsonObject } from '@/lib/server/http';
import { payPlacedOrder } from '@/lib/server/payments';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const payment = await payPlacedOrder(await caller(), await readJsonObject(req));
    return ok(payment, { message: englishNotice({ code: 'payment.initiated' }), top: { payment_url: payment.payment_url } });
  },
});
