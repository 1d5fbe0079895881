import { endpoint, envelope, idempotentJson, readJson } from '@/lib/server/http';
import { limitGuestOrders } from '@/lib/server/orders';
import { initiateFromBody, objectBody } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const who = await caller();
    const body = objectBody(await readJson(req));
    return idempotentJson(req, 'payments.initiate', who, body, async () => {
      if (body.order_id == null) await limitGuestOrders(who);
      const data = await initiateFromBody(who, body);
      // A guest's access token (an order placed here) is stored only sealed; see envelope().
      const secret = 'access_token' in data ? data.access_token : null;
      return envelope(200, data, 'Payment initiated successfully', { payment_url: data.payment_url }, secret);
    });
  },
});
