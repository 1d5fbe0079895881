import { createDonationSubscription } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, idempotentCreate, ok, readJsonObject, replayHeaders } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const body = await readJsonObject(req);
    const who = await caller();
    const create = () => createDonationSubscription(who, body);
    const { result: sub, replayed } = await idempotentCreate(req, 'donations.subscription', who, body, create);
    const data = {
      subscription_id: sub.subscriptionId,
      key_id: sub.keyId,
      amount: sub.amount,
      currency: 'INR',
      frequency: sub.frequency,
      total_count: sub.totalCount,
      ...checkoutOptions(sub.donor),
    };
    return ok(data, { message: 'Subscription created successfully', headers: replayHeaders(replayed) });
  },
});
