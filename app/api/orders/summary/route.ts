import { orderSummary } from '@/lib/server/orders';
import { endpoint, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => ok(await orderSummary(requireSignedIn(await caller()))),
});
