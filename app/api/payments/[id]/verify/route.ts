import { paymentStatus } from '@/lib/server/payments';
import { endpoint, idParam, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await paymentStatus(user, { id: idParam(params.id, 'Payment') }));
  },
});
