import { endpoint, ok, readJson } from '@/lib/server/http';
import { initiateFromBody, objectBody } from '@/lib/server/payments';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = objectBody(await readJson(req));
    const data = await initiateFromBody(await caller(), { ...body, items: undefined, cart_items: undefined });
    return ok(data, { message: 'Payment initiated successfully', top: { payment_url: data.payment_url } });
  },
});
