import { getOrderFor } from '@/lib/server/orders';
import { endpoint, idParam, ok } from '@/lib/server/http';
import { requireSignedIn } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const user = requireSignedIn(await caller());
    return ok(await getOrderFor(user, idParam(params.id, 'order.not_found')), { message: englishNotice({ code: 'order.retrieved' }) });
  },
});
