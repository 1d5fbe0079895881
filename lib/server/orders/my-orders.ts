import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { buyerMayCancel, buyerMayPayAgain, invoiceAvailable } from '@/lib/domain/order-status';
import type { WireOrder, WireOrderDetail } from '@/lib/domain/wire/orders';
import type { Paginated } from '@/lib/domain/wire/page';
import { fail } from '@/lib/domain/errors';
import { requireSignedIn, type Caller } from '@/lib/server/accounts';
import { countOf, pageAndCount, rowCount } from '@/lib/server/platform';
import { documentsOf } from './documents';
import { fullOrderWire } from './read';
import { orderWire } from './wire';

// "My orders": the caller's own orders only, staff included (the back-office lists everyone's). Another
// account's order, or one that does not exist, is the same 404: ids cannot be probed.

const MY_ORDERS_PER_PAGE = 10;

/** The caller's orders, newest first, ten a page. */
export async function listMyOrders(who: Caller, page: number): Promise<Paginated<WireOrder & { may_pay_again: boolean }>> {
  const me = requireSignedIn(who);
  const db = await getDb();
  const mine = eq(orders.userId, me.userId);
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return pageAndCount(
    { page: current, per_page: MY_ORDERS_PER_PAGE },
    {
      rows: ({ limit, offset }) =>
        db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(orders).where(mine)),
    },
    async (rows) => {
      const docs = await documentsOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...orderWire(r), ...docs.get(r.id)!, may_pay_again: buyerMayPayAgain(r) }));
    },
  );
}

export type MyOrder = {
  order: WireOrderDetail;
  /** What the buyer may do with it now (the data layer checks each again when it is done). */
  may_cancel: boolean;
  may_pay_again: boolean;
  invoice_available: boolean;
};

/** One of the caller's orders with items, timeline and payments, and what the buyer may do with it. */
export async function myOrder(who: Caller, id: number): Promise<MyOrder> {
  const me = requireSignedIn(who);
  const db = await getDb();
  const [row] =
    Number.isSafeInteger(id) && id > 0
      ? await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), eq(orders.userId, me.userId)))
      : [];
  if (!row) throw fail('order.not_found');
  const order = await fullOrderWire(db, row);
  return {
    order,
    may_cancel: buyerMayCancel(row),
    may_pay_again: buyerMayPayAgain(row),
    // Issued by itself (payment received, COD shipped); an older order whose invoice is due gets it on request.
    invoice_available: order.invoice_number != null || invoiceAvailable(row),
  };
}
