import { orderInputSchema } from '@/lib/domain/validation/order';
import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { listOrders } from '@/lib/server/orders';
import { placedOrderWire, placeOrder } from '@/lib/server/checkout';
import { created, endpoint, idempotencyKeyOf, ok, readJson, readQueryAs, replayHeaders } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await listOrders(user, readQueryAs(url, orderListQuerySchema)), { message: englishNotice({ code: 'order.list_retrieved' }) });
  },
  POST: async ({ req, caller }) => {
    const who = await caller();
    const input = parseOrRefuse(orderInputSchema, await readJson(req));
    const placed = await placeOrder(who, 'api.orders', { input, idempotencyKey: idempotencyKeyOf(req), pay: null });
    return created(placedOrderWire(placed), { message: englishNotice({ code: 'order.created' }), headers: replayHeaders(placed.replayed) });
  },
});
