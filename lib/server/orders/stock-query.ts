import 'server-only';
import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { mergeLines } from '@/lib/domain/validation/order';
import { parseOrRefuse } from '@/lib/server/errors';

const stockQuery = z.object({
  product_id: idSchema().optional(),
  quantity: z.coerce.number().int().min(1).max(999).default(1),
  items: z.string().max(5000).optional(),
});
const itemsJson = z.array(z.object({ product_id: idSchema(), quantity: z.coerce.number().int().min(1).max(999) })).max(100);

/** GET /api/orders/check-stock?product_id=&quantity= or ?items=[{product_id,quantity}]; nothing = the caller's cart. */
export function checkStockLines(query: Record<string, string>) {
  const q = parseOrRefuse(stockQuery, query);
  if (q.items) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.items);
    } catch {
      parsed = null;
    }
    return mergeLines(parseOrRefuse(itemsJson, parsed));
  }
  return q.product_id ? [{ productId: q.product_id, quantity: q.quantity }] : [];
}
