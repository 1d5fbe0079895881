import { createDonationSubscription } from '@/lib/server/donations';
import { checkoutOptions } from '@/lib/server/donations';
import { endpoint, idempotentCreate, ok, readJsonObject, replayHeaders } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

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
    return ok(data, { message: englishNotice({ code: 'donation.subscription_created' }), headers: replayHeaders(replayed) });
  },
});
