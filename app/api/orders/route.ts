import { orderInputSchema } from '@/lib/domain/validation/order';
import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { listOrders, placeOrder } from '@/lib/server/orders';
import { endpoint, envelope, idempotentJson, ok, readJson, readQueryAs } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireSignedIn } from '@/lib/server/accounts';
import { limitGuestOrders, placedOrderWire, type PlacedOrder } from '@/lib/server/orders';

const CREATED = 'Order created successfully';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await listOrders(user, readQueryAs(url, orderListQuerySchema)), { message: 'Orders retrieved successfully' });
  },
  POST: async ({ req, caller }) => {
    const who = await caller();
    const body = await readJson(req);
    const input = parseOrRefuse(orderInputSchema, body);
    // The answer is sealed in the order's own transaction: a retry after a lost answer never places it twice
    // (and, being a replay, does not count against the guest limit). A guest's access token is stored only
    // sealed, and a replay from the same guest gets it back.
    const answer = (p: PlacedOrder) => envelope(201, placedOrderWire(p), CREATED, {}, p.accessToken);
    return idempotentJson(req, 'orders', who, body, async (seal) => {
      await limitGuestOrders(who);
      return answer(await placeOrder(who, input, { onCommit: (tx, p) => seal(tx, answer(p)) }));
    });
  },
});
