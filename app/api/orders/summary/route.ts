import { orderSummary } from '@/lib/server/data/orders';
import { endpoint, ok, requireSignedIn } from '@/lib/server/http';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await orderSummary(requireSignedIn(await caller()))),
});
