import { getOrderFor } from '@/lib/server/orders';
import { endpoint, idParam, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await getOrderFor(user, idParam(params.id, 'Order')), { message: 'Order retrieved successfully' });
  },
});
