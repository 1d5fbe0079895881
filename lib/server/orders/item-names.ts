import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderItems, orders, products } from '@/db/schema';
import { localizedText, type ContentLocale } from '@/lib/domain/localized';

/**
 * An order's item names in the page's language, in the order its items are listed (by item id, as tracking
 * and My orders list them): the name kept on the item (the English one at the time of purchase), or the
 * catalogue's Hindi name for a Hindi page where the office entered one. The /api answers keep the kept names.
 * Callers have already read the order (its owner, or tracking by number), so this reads names only.
 */
export async function itemNamesIn(locale: ContentLocale, order: { id: number } | { orderNumber: string }): Promise<string[]> {
  return (await itemsIn(locale, order)).map((i) => i.name);
}

/** An order's items as itemNamesIn names them, with their quantities (the checkout's result pages list both). */
export async function itemsIn(
  locale: ContentLocale,
  order: { id: number } | { orderNumber: string },
): Promise<{ name: string; quantity: number }[]> {
  const db = await getDb();
  const which =
    'id' in order
      ? eq(orderItems.orderId, order.id)
      : sql`${orderItems.orderId} = (select ${orders.id} from ${orders} where upper(${orders.orderNumber}) = ${order.orderNumber.trim().toUpperCase()})`;
  const rows = await db
    .select({ name: orderItems.productName, nameHi: products.nameHi, quantity: orderItems.quantity })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(which)
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({ name: localizedText(locale, r.name, r.nameHi), quantity: r.quantity }));
}

/**
 * Names for lines of an order being written (its mail is queued in the same transaction, so the names are read
 * through it): the catalogue's Hindi name for a Hindi order where the office entered one, else the line's own.
 */
export async function lineNamesIn<L extends { productId: number | null; productName: string }>(
  tx: DbOrTx,
  locale: ContentLocale,
  lines: L[],
): Promise<string[]> {
  const ids = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id !== null))];
  if (locale === 'en' || ids.length === 0) return lines.map((l) => l.productName);
  const rows = await tx.select({ id: products.id, nameHi: products.nameHi }).from(products).where(inArray(products.id, ids));
  const hindi = new Map(rows.map((r) => [r.id, r.nameHi]));
  return lines.map((l) => localizedText(locale, l.productName, l.productId === null ? null : (hindi.get(l.productId) ?? null)));
}
