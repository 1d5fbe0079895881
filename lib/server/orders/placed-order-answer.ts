import 'server-only';
import { absoluteUrl } from '@/lib/server/platform';
import type { PlacedOrder } from './place';
import { orderWire } from './wire';

/** What POST /api/orders answers: the order plus where the browser goes next for cash on delivery. */
export function placedOrderWire({ order, items, accessToken }: PlacedOrder) {
  return {
    ...orderWire(order, items),
    redirect_url: order.paymentMethod === 'cod' ? absoluteUrl(resultPagePath(order.id, accessToken)) : null,
    // A guest's only way back to this order (payment, result page): shown once, never stored in clear.
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}

/** The success page of an order; a guest's link carries the order's secret. */
function resultPagePath(orderId: number, secret: string | null): string {
  return `/checkout/success?orderId=${orderId}${secret ? `&token=${encodeURIComponent(secret)}` : ''}`;
}
