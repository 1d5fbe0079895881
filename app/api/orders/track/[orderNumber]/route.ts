import { endpoint, ok } from '@/lib/server/http';
import { fieldError } from '@/lib/server/errors';
import { trackOrder } from '@/lib/server/orders';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ params, caller }) => {
    const number = (params.orderNumber ?? '').trim();
    if (!number || number.length > 40) throw fieldError('order_number', 'Order number is required');
    return ok(await trackOrder(await caller(), number), { message: 'Order found' });
  },
});
