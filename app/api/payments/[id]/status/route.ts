import { paymentStatus } from '@/lib/server/payments';
import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await paymentStatus(user, { id: idParam(params.id, 'payment.not_found') }));
  },
});
