import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import type { StockMove } from '@/lib/domain/catalog';
import { orderItems, orders, products } from '@/db/schema';
import { insufficientStock, type OrderLine } from './lines';

/**
 * Takes the stock of every line with a conditional update (never read-modify-write), in product id order so
 * two orders never wait on each other in a cycle. Throws the naming 400 and the transaction rolls back.
 * Returns each product's stock before and after, for the caller to expire just what changed once it commits.
 */
export async function takeStock(tx: DbOrTx, lines: Pick<OrderLine, 'productId' | 'name' | 'quantity'>[]): Promise<StockMove[]> {
  const moves: StockMove[] = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.status, 'active'), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (!taken) {
      const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
      throw insufficientStock(line, now?.stock ?? 0);
    }
    moves.push({ productId: line.productId, before: taken.stock + line.quantity, after: taken.stock });
  }
  return moves;
}

/**
 * Gives an order's stock back exactly once (cancel, failed or expired payment): the flag flips in a
 * conditional update, so a second caller (duplicate callback, cancel after expiry) gives nothing back.
 * Returns each product's stock before and after (nothing when it already came back), for the caller to
 * expire their cache after the transaction commits.
 */
export async function releaseStock(tx: DbOrTx, orderId: number): Promise<StockMove[]> {
  const [flipped] = await tx
    .update(orders)
    .set({ stockReleased: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (!flipped) return [];
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const released: StockMove[] = [];
  for (const item of items.sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
    if (item.productId == null) continue;
    const [back] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId))
      .returning({ stock: products.stock });
    if (back) released.push({ productId: item.productId, before: back.stock - item.quantity, after: back.stock });
  }
  return released;
}
