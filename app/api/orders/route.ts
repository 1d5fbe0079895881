import { orderInputSchema } from '@/lib/domain/validation/order';
import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { listOrders, placeOrder } from '@/lib/server/orders';
import { created, endpoint, ok, readJsonAs, readQueryAs } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { limitGuestOrders, placedOrderWire } from '@/lib/server/orders';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await listOrders(user, readQueryAs(url, orderListQuerySchema)), { message: 'Orders retrieved successfully' });
  },
  POST: async ({ req, caller }) => {
    const who = await caller();
    await limitGuestOrders(who);
    const input = await readJsonAs(req, orderInputSchema);
    return created(placedOrderWire(await placeOrder(who, input)), { message: 'Order created successfully' });
  },
});
