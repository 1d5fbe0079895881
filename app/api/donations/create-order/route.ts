import { createDonationOrder } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, envelope, idempotentJson, readJsonObject } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = await readJsonObject(req);
    const who = await caller();
    return idempotentJson(req, 'donations.order', who, body, async () => {
      const order = await createDonationOrder(who, body);
      return envelope(
        200,
        {
          order_id: order.orderId,
          amount: order.amount,
          currency: order.currency,
          key_id: order.keyId,
          donation_id: order.donationId,
          ...checkoutOptions(order.donor),
        },
        'Order created successfully',
      );
    });
  },
});
