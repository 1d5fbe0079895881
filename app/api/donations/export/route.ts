import { istIsoDay } from '@/lib/domain/dates';
import { donationListQuery } from '@/lib/domain/validation/donations';
import { csvResponse } from '@/lib/server/platform';
import { donationsCsv } from '@/lib/server/donations';
import { endpoint, readQueryAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';

// Admin: CSV of the donations matching the list's filters.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const who = requireRole(await caller(), 'admin');
    const csv = await donationsCsv(who, readQueryAs(url, donationListQuery));
    return csvResponse(csv, `donations-${istIsoDay()}.csv`);
  },
});
