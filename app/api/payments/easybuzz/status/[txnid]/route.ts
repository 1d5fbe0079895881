import { paymentStatus } from '@/lib/server/payments';
import { endpoint, ok } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => ok(await paymentStatus(await caller(), { txnid: params.txnid ?? '' })),
});
