import 'server-only';
import { z } from 'zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { absoluteUrl, enforceRateLimit } from '@/lib/server/platform';
import type { Caller } from '@/lib/server/accounts';
import { mergeLines } from '@/lib/domain/validation/order';
import { parseOr422 } from '@/lib/server/errors';
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

/** Guests may order through the API; an address that places many orders in a row is slowed down. */
export async function limitGuestOrders(caller: Caller): Promise<void> {
  if (caller.kind === 'user') return;
  await enforceRateLimit(
    `orders:guest:${caller.ip ?? 'unknown'}`,
    { limit: 10, windowSeconds: 600 },
    'Too many orders from this address. Please try again later.',
  );
}

const stockQuery = z.object({
  product_id: idSchema().optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
  items: z.string().max(5000).optional(),
});
const itemsJson = z.array(z.object({ product_id: idSchema(), quantity: z.coerce.number().int().min(1).max(999) })).max(100);

/** GET /api/orders/check-stock?product_id=&quantity= or ?items=[{product_id,quantity}]; nothing = the caller's cart. */
export function checkStockLines(query: Record<string, string>) {
  const q = parseOr422(stockQuery, query);
  if (q.items) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.items);
    } catch {
      parsed = null;
    }
    return mergeLines(parseOr422(itemsJson, parsed));
  }
  return q.product_id ? [{ productId: q.product_id, quantity: q.quantity }] : [];
}
