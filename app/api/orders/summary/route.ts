import { orderSummary } from '@/lib/server/orders';
import { endpoint, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await orderSummary(requireSignedIn(await caller()))),
});
