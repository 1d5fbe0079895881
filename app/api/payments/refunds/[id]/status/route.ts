import { refundStatusFor } from '@/lib/server/payments';
import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) =>
    ok(await refundStatusFor(requireRole(await caller(), 'admin'), idParam(params.id, 'refund.not_found'))),
});
