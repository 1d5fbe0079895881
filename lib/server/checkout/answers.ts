import 'server-only';
import { absoluteUrl } from '@/lib/server/platform';
import type { OrderPlacement } from './place-order';

/**
 * What POST /api/orders answers: the order plus where the browser goes next for cash on delivery. A guest's
 * result page opens only with the order's secret, so a replay to another guest (which never gets the secret)
 * has nowhere to go.
 */
export function placedOrderWire({ order, accessToken }: OrderPlacement) {
  const reachable = order.user_id !== null || accessToken !== null;
  return {
    ...order,
    redirect_url: order.payment_method === 'cod' && reachable ? absoluteUrl(resultPagePath(order.id, accessToken)) : null,
    // A guest's only way back to this order (payment, result page): shown once, never stored in clear.
    ...(accessToken ? { access_token: accessToken } : {}),
  };
}

/** The success page of an order; a guest's link carries the order's secret. */
function resultPagePath(orderId: number, secret: string | null): string {
  return `/checkout/success?orderId=${orderId}${secret ? `&token=${encodeURIComponent(secret)}` : ''}`;
}
