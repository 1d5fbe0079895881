import { orderStatusChangeSchema } from '@/lib/domain/validation/order-query';
import { getOrderFor } from '@/lib/server/orders';
import { updateOrderStatus } from '@/lib/server/order-status';
import { endpoint, idParam, ok, readJsonAs } from '@/lib/server/http';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  PUT: async ({ req, params, caller }) => {
    const staff = requireRole(await caller(), ['admin', 'manager']);
    const { status, note, courier, tracking_number, tracking_url } = await readJsonAs(req, orderStatusChangeSchema);
    const id = idParam(params.id, 'order.not_found');
    await updateOrderStatus(staff, id, status, note, { courier, tracking_number, tracking_url });
    return ok(await getOrderFor(staff, id), { message: englishNotice({ code: 'order_admin.status_updated' }) });
  },
});
