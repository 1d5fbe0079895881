import { createDonationSubscription } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, envelope, idempotentJson, readJsonObject } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = await readJsonObject(req);
    const who = await caller();
    return idempotentJson(req, 'donations.subscription', who, body, async () => {
      const sub = await createDonationSubscription(who, body);
      return envelope(
        200,
        {
          subscription_id: sub.subscriptionId,
          key_id: sub.keyId,
          amount: sub.amount,
          currency: 'INR',
          frequency: sub.frequency,
          total_count: sub.totalCount,
          ...checkoutOptions(sub.donor),
        },
        'Subscription created successfully',
      );
    });
  },
});
