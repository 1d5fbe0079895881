import { verifySubscriptionSchema } from '@/lib/domain/validation/donations';
import { verifyDonationSubscription } from '@/lib/server/donations';
import { endpoint, ok, readJson } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const parsed = verifySubscriptionSchema.safeParse(await readJson(req));
    if (!parsed.success) throw fail('donation.subscription_unverified');
    return ok(await verifyDonationSubscription(await caller(), parsed.data), {
      message: englishNotice({ code: 'donation.subscription_verified' }),
    });
  },
});
