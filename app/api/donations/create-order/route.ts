import { createDonationOrder } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, ok, readJson } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = (await readJson(req)) as Record<string, unknown>;
    const order = await createDonationOrder(await caller(), body);
    return ok(
      {
        order_id: order.orderId,
        amount: order.amount,
        currency: order.currency,
        key_id: order.keyId,
        donation_id: order.donationId,
        ...checkoutOptions(order.donor),
      },
      { message: 'Order created successfully' },
    );
  },
});
