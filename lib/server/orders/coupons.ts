import 'server-only';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { couponUsages, coupons } from '@/db/schema';
import { checkCoupon, INVALID_COUPON, type CouponCheck, type CouponRecord } from '@/lib/domain/coupons';
import { fail } from '@/lib/domain/errors';

export type CouponRow = typeof coupons.$inferSelect;
export type Buyer = { userId: number | null; email: string | null };

/** The coupon by code (case-insensitive); `lock` takes its row lock, so per-user counts hold under concurrency. */
export async function findCoupon(db: DbOrTx, code: string, lock = false): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The mailbox an address delivers to, for the per-user limit (docs/security.md, Coupons): lower case, without a
 * "+tag" (sub-addressing: Gmail, Outlook, Fastmail, Proton… deliver dup+x@ to dup@), and for Gmail without
 * dots and with googlemail.com read as gmail.com (Gmail ignores dots; other providers do not, so dots count
 * there). One SQL expression serves both sides of the comparison, so the rule is written once.
 */
function mailbox(address: SQL): SQL {
  return sql`(select case when m.domain in ('gmail.com', 'googlemail.com') then replace(m.local, '.', '') || '@gmail.com'
    else m.local || '@' || m.domain end
    from (select regexp_replace(split_part(a.e, '@', 1), '[+].*$', '') as local, split_part(a.e, '@', 2) as domain
      from (select lower(trim(${address})) as e) a) m)`;
}

/** How often this buyer used the coupon: by account, or for a guest by mailbox (above); null when unknown. */
async function usesByBuyer(db: DbOrTx, couponId: number, buyer: Buyer): Promise<number | null> {
  const who =
    buyer.userId != null
      ? eq(couponUsages.userId, buyer.userId)
      : buyer.email
        ? sql`${mailbox(sql`${couponUsages.email}`)} = ${mailbox(sql`${buyer.email}::text`)}`
        : null;
  if (!who) return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), who));
  return row.n;
}

function asRecord(row: CouponRow): CouponRecord {
  return { ...row, maximumDiscountPaise: row.maximumDiscountPaise ?? null };
}

export async function checkCouponFor(db: DbOrTx, row: CouponRow | null, subtotalPaise: number, buyer: Buyer): Promise<CouponCheck> {
  if (!row) return INVALID_COUPON;
  const usedByCaller = await usesByBuyer(db, row.id, buyer);
  return checkCoupon(asRecord(row), { subtotalPaise, now: new Date(), usedByCaller });
}

/**
 * Records one use inside the order's transaction. The row lock taken by findCoupon(lock) serialises the
 * per-user count; the conditional update keeps the global limit even without it.
 */
export async function recordCouponUse(
  tx: DbOrTx,
  coupon: CouponRow,
  use: { orderId: number; buyer: Buyer; email: string; discountPaise: number },
) {
  const [counted] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!counted) throw fail('coupon.used_up');
  await tx
    .insert(couponUsages)
    .values({ couponId: coupon.id, orderId: use.orderId, userId: use.buyer.userId, email: use.email, discountPaise: use.discountPaise });
}

/**
 * Gives an order's coupon use back (order cancelled, expired unpaid, payment failed for good): the usage
 * row is deleted and the count lowered in the same statement pair, exactly once, since only the caller that
 * deletes the row lowers the count.
 */
export async function releaseCouponUse(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [use] = await tx.delete(couponUsages).where(eq(couponUsages.orderId, orderId)).returning();
  if (!use) return false;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, use.couponId));
  return true;
}

/**
 * A late payment revived the order: its coupon use is counted again. The buyer paid the discounted price,
 * so a coupon whose limit filled up meanwhile is still honoured, but not counted past its limit (the
 * timeline notes it instead).
 */
export async function retakeCouponUse(
  tx: DbOrTx,
  order: { id: number; couponId: number | null; userId: number | null; shippingEmail: string; discountPaise: number },
): Promise<boolean> {
  if (order.couponId == null) return false;
  const [existing] = await tx.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.orderId, order.id));
  if (existing) return false;
  const [counted] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, order.couponId), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!counted) return false;
  await tx.insert(couponUsages).values({
    couponId: order.couponId,
    orderId: order.id,
    userId: order.userId,
    email: order.shippingEmail,
    discountPaise: order.discountPaise,
  });
  return true;
}
