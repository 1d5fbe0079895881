import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { requireStaff } from '@/lib/server/accounts';
import { couponUsageHistory } from '@/lib/server/coupons';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';

const params = z.object({ id: idSchema() });
const query = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, params: p, caller }) => {
    const staff = requireStaff(await caller());
    const { id } = parseOrRefuse(params, p);
    const { page, per_page } = readQueryAs(url, query);
    return ok(await couponUsageHistory(staff, id, page, per_page));
  },
});
