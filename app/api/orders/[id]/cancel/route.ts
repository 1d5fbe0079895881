import { cancelOrderSchema } from '@/lib/domain/validation/order-query';
import { getOrderFor } from '@/lib/server/orders';
import { cancelOrder } from '@/lib/server/order-status';
import { endpoint, idParam, ok, readJsonAs, type Handler } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';

const cancel: Handler = async ({ req, params, caller }) => {
  const user = requireSignedIn(await caller());
  const { reason } = await readJsonAs(req, cancelOrderSchema);
  const id = idParam(params.id, 'order.not_found');
  await cancelOrder(user, id, reason);
  return ok(await getOrderFor(user, id), { message: 'Order cancelled successfully' });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: cancel, POST: cancel });
