import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { getCampaign } from '@/lib/server/donations';
import { endpoint, ok } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';

const params = z.object({ id: idSchema() });

// Public: a campaign's goal, money raised (live money only) and donors, as its page shows them.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params: p, caller }) => ok(await getCampaign(await caller(), parseOrRefuse(params, p).id)),
});
