import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { orderItems, orders, products } from '@/db/schema';
import { insufficientStock, type OrderLine } from './lines';

/**
 * Takes the stock of every line with a conditional update (never read-modify-write), in product id order so
 * two orders never wait on each other in a cycle. Throws the naming 400 and the transaction rolls back.
 */
export async function takeStock(tx: DbOrTx, lines: OrderLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.status, 'active'), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
      throw insufficientStock(line, now?.stock ?? 0);
    }
  }
}

/**
 * Gives an order's stock back exactly once (cancel, failed or expired payment): the flag flips in a
 * conditional update, so a second caller (duplicate callback, cancel after expiry) gives nothing back.
 * Returns the products whose stock came back (none when it already had), for the caller to expire their
 * cache after the transaction commits.
 */
export async function releaseStock(tx: DbOrTx, orderId: number): Promise<number[]> {
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
  const released: number[] = [];
  for (const item of items.sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0))) {
    if (item.productId == null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
    released.push(item.productId);
  }
  return released;
}
