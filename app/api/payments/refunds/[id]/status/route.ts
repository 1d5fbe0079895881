import { refundStatusFor } from '@/lib/server/payments';
import { endpoint, idParam, ok, requireRole } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => ok(await refundStatusFor(requireRole(await caller(), 'admin'), idParam(params.id, 'Refund'))),
});
