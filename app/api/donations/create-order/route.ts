import { createDonationOrder } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, idempotentCreate, ok, readJsonObject, replayHeaders } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = await readJsonObject(req);
    const who = await caller();
    const { result: order, replayed } = await idempotentCreate(req, 'donations.order', who, body, () => createDonationOrder(who, body));
    const data = {
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      key_id: order.keyId,
      donation_id: order.donationId,
      ...checkoutOptions(order.donor),
    };
    return ok(data, { message: englishNotice({ code: 'order.created' }), headers: replayHeaders(replayed) });
  },
});
