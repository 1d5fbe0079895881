import { endpoint, ok } from '@/lib/server/http';
import { invalid } from '@/lib/domain/errors';
import { trackOrder } from '@/lib/server/orders';
import { englishNotice } from '@/lib/i18n/english';

// GET /api/orders/track?order_number=... (the path form /api/orders/track/{orderNumber} is the contract's).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => {
    const number = (url.searchParams.get('order_number') ?? url.searchParams.get('orderNumber') ?? '').trim();
    if (!number || number.length > 40) throw invalid({ order_number: [{ code: 'track.number_required' }] });
    return ok(await trackOrder(await caller(), number), { message: englishNotice({ code: 'order.found' }) });
  },
});
