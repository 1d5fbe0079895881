import { cancelOrderSchema } from '@/lib/domain/validation/order-query';
import { getOrderFor } from '@/lib/server/orders';
import { cancelOrder } from '@/lib/server/order-status';
import { endpoint, idParam, ok, readJsonAs, type Handler } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

const cancel: Handler = async ({ req, params, caller }) => {
  const user = requireSignedIn(await caller());
  const { reason } = await readJsonAs(req, cancelOrderSchema);
  const id = idParam(params.id, 'order.not_found');
  await cancelOrder(user, id, reason);
  return ok(await getOrderFor(user, id), { message: englishNotice({ code: 'order.cancelled_api' }) });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: cancel, POST: cancel });
