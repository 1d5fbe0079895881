import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { orderItems, orders, users } from '@/db/schema';
import { env } from '@/lib/server/platform';
import type { CodHoldLimits, CodHolds } from '@/lib/domain/order-limits';
import type { CodCapsReport } from '@/lib/domain/wire/backoffice';
import { getDb } from '@/db';
import { requireAdmin, type Caller } from '@/lib/server/accounts';

/** Cash-on-delivery orders that still hold their stock for the buyer: not shipped, not cancelled. */
const OPEN = ['pending', 'processing'] as const;

export function codHoldLimits(): CodHoldLimits {
  const e = env();
  return { maxOpenOrders: e.COD_MAX_OPEN_ORDERS, maxUnitsPerProduct: e.COD_MAX_UNITS_PER_PRODUCT };
}

const openCod = (userId: number) => and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), inArray(orders.status, OPEN));

/**
 * What an account holds in open cash-on-delivery orders, read under a lock on the account's row (released at
 * commit): two orders of one account placed at once are checked one after the other, so together they cannot
 * pass a cap that each passes alone. Orders of other accounts never wait for it. The three statements do not
 * wait for each other's results, so the driver sends them together (one round trip); the database runs them
 * in order, so the reads see every order committed before the lock was granted.
 */
export async function lockedCodHolds(tx: DbOrTx, userId: number): Promise<CodHolds> {
  const [, counted, units] = await Promise.all([
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update'),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(openCod(userId)),
    tx
      .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(openCod(userId))
      .groupBy(orderItems.productId),
  ]);
  return {
    openOrders: counted[0]?.n ?? 0,
    unitsByProduct: new Map(units.flatMap((u) => (u.productId == null ? [] : [[u.productId, u.units] as const]))),
  };
}

/**
 * Accounts at a cap, for the admin dashboard: their open cash-on-delivery orders and the most units of one
 * product they hold in them (the 20 with the most orders). Admins only.
 */
export async function accountsAtCodCaps(caller: Caller): Promise<CodCapsReport> {
  requireAdmin(caller);
  const db = await getDb();
  const limits = codHoldLimits();
  const { maxOpenOrders, maxUnitsPerProduct } = limits;
  const perProduct = db
    .select({
      userId: orders.userId,
      orderId: orders.id,
      units: sql<number>`sum(${orderItems.quantity}) over (partition by ${orders.userId}, ${orderItems.productId})`.as('units'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.paymentMethod, 'cod'), inArray(orders.status, OPEN), sql`${orders.userId} is not null`))
    .as('held');
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      openOrders: sql<number>`count(distinct ${perProduct.orderId})::int`,
      mostUnits: sql<number>`max(${perProduct.units})::int`,
    })
    .from(perProduct)
    .innerJoin(users, eq(users.id, perProduct.userId))
    .groupBy(users.id)
    .having(sql`count(distinct ${perProduct.orderId}) >= ${maxOpenOrders} or max(${perProduct.units}) >= ${maxUnitsPerProduct}`)
    .orderBy(sql`count(distinct ${perProduct.orderId}) desc`, users.id)
    .limit(20);
  return {
    max_open_orders: maxOpenOrders,
    max_units_per_product: maxUnitsPerProduct,
    accounts: rows.map((r) => ({ user_id: r.userId, name: r.name, email: r.email, open_orders: r.openOrders, most_units: r.mostUnits })),
  };
}
