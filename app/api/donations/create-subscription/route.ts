import { createDonationSubscription } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, ok, readJson } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = (await readJson(req)) as Record<string, unknown>;
    const who = await caller();
    const sub = await createDonationSubscription(who, body);
    return ok(
      {
        subscription_id: sub.subscriptionId,
        key_id: sub.keyId,
        amount: sub.amount,
        currency: 'INR',
        frequency: sub.frequency,
        total_count: sub.totalCount,
        ...checkoutOptions(sub.donor),
      },
      { message: 'Subscription created successfully' },
    );
  },
});
