import { donorsQuery } from '@/lib/domain/validation/donations';
import { listDonors } from '@/lib/server/donations';
import { endpoint, ok, paginated, readQueryAs } from '@/lib/server/http';

// Public donor wall: names, totals and causes of paid donations; never phone, email or PAN.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const q = readQueryAs(url, donorsQuery);
    const { items, total } = await listDonors(await caller(), q);
    return ok(paginated(items, q.page, q.per_page, total));
  },
});
