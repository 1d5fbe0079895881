import { verifyPaymentSchema } from '@/lib/domain/validation/donations';
import { verifyDonationPayment } from '@/lib/server/donations';
import { endpoint, ok, readJson } from '@/lib/server/http';
import { fail } from '@/lib/domain/errors';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    // donation_details may come along: ignored, everything is read from our own record and the gateway.
    const parsed = verifyPaymentSchema.safeParse(await readJson(req));
    if (!parsed.success) throw fail('donation.payment_unverified');
    return ok(await verifyDonationPayment(await caller(), parsed.data), {
      message: englishNotice({ code: 'donation.payment_verified' }),
    });
  },
});
