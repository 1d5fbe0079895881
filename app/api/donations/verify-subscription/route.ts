import { verifySubscriptionSchema } from '@/lib/domain/validation/donations';
import { SUBSCRIPTION_VERIFICATION_FAILED, verifyDonationSubscription } from '@/lib/server/donations';
import { endpoint, ok, readJson } from '@/lib/server/http';
import { badRequest } from '@/lib/server/errors';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const parsed = verifySubscriptionSchema.safeParse(await readJson(req));
    if (!parsed.success) throw badRequest(SUBSCRIPTION_VERIFICATION_FAILED);
    return ok(await verifyDonationSubscription(await caller(), parsed.data), {
      message: 'Subscription verified successfully. Thank you for your support!',
    });
  },
});
