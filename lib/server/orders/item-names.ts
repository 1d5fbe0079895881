import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orderItems, orders, products } from '@/db/schema';
import { localizedText, type ContentLocale } from '@/lib/domain/localized';

/**
 * An order's item names in the page's language, in the order its items are listed (by item id, as tracking
 * and My orders list them): the name kept on the item (the English one at the time of purchase), or the
 * catalogue's Hindi name for a Hindi page where the office entered one. The /api answers keep the kept names.
 * Callers have already read the order (its owner, or tracking by number), so this reads names only.
 */
export async function itemNamesIn(locale: ContentLocale, order: { id: number } | { orderNumber: string }): Promise<string[]> {
  const db = await getDb();
  const which =
    'id' in order
      ? eq(orderItems.orderId, order.id)
      : sql`${orderItems.orderId} = (select ${orders.id} from ${orders} where upper(${orders.orderNumber}) = ${order.orderNumber.trim().toUpperCase()})`;
  const rows = await db
    .select({ name: orderItems.productName, nameHi: products.nameHi })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(which)
    .orderBy(asc(orderItems.id));
  return rows.map((r) => localizedText(locale, r.name, r.nameHi));
}
