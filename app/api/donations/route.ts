import { donationListQuery, offlineDonationSchema } from '@/lib/domain/validation/donations';
import { listDonations, recordOfflineDonation } from '@/lib/server/donations';
import { created, endpoint, ok, readJsonAs, readQueryAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // Admin list: data is an array, newest first, with filters (status, cause, frequency, want80G, search, from, to, fy).
  GET: async ({ url, caller }) => {
    const who = requireRole(await caller(), 'admin');
    return ok(await listDonations(who, readQueryAs(url, donationListQuery)));
  },
  // Admin records an offline donation (cash, cheque, bank transfer).
  POST: async ({ req, caller }) => {
    const who = requireRole(await caller(), 'admin');
    const input = await readJsonAs(req, offlineDonationSchema);
    return created(await recordOfflineDonation(who, input), { message: englishNotice({ code: 'donation.recorded' }) });
  },
});
