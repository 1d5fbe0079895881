import { donorsQuery } from '@/lib/domain/validation/donations';
import { listDonors } from '@/lib/server/donations';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';

// Public donor wall: names, totals and causes of paid donations; never phone, email or PAN.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url }) => {
    return ok(await listDonors(readQueryAs(url, donorsQuery)));
  },
});
