import { orderListQuerySchema } from '@/lib/domain/validation/order-query';
import { listBackOfficeOrders } from '@/lib/server/orders';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const staff = requireRole(await caller(), ['admin', 'manager']);
    return ok(await listBackOfficeOrders(staff, readQueryAs(url, orderListQuerySchema)), {
      message: englishNotice({ code: 'order.list_retrieved' }),
    });
  },
});
