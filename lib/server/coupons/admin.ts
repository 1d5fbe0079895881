import 'server-only';
import type { WireCoupon } from '@/lib/domain/wire/coupons';
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { couponUsages, coupons, orders, users } from '@/db/schema';
import { paiseToRupees, rupeesToPaise } from '@/lib/domain/money';
import { couponValueFromWire, couponValueToWire } from '@/lib/domain/coupons';
import {
  COUPON_CODE_PREFIX,
  GENERATED_CODE_LENGTH,
  couponMergedSchema,
  type CouponCreateInput,
  type CouponListQuery,
  type CouponUpdateInput,
} from '@/lib/domain/validation/coupon-form';
import { recordAudit, containsPattern, countOf, pageAndCount, rowCount } from '@/lib/server/platform';
import { requireStaff, type Caller } from '@/lib/server/accounts';
import { fail, invalid } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';

// Coupon management for staff (DESIGN.md §5). The stored value is hundredths of a percent (percentage) or
// paise (fixed); the wire speaks percent and rupees. Checking a coupon at checkout lives elsewhere.

type CouponRow = typeof coupons.$inferSelect;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function generateCouponCode(): string {
  let code = COUPON_CODE_PREFIX;
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function toWireCoupon(c: CouponRow): WireCoupon {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    description: c.description,
    type: c.type,
    value: couponValueToWire(c.type, c.value),
    minimum_amount: paiseToRupees(c.minimumAmountPaise),
    maximum_discount: c.maximumDiscountPaise == null ? null : paiseToRupees(c.maximumDiscountPaise),
    usage_limit: c.usageLimit,
    usage_limit_per_user: c.usageLimitPerUser,
    used_count: c.usedCount,
    starts_at: c.startsAt?.toISOString() ?? null,
    expires_at: c.expiresAt?.toISOString() ?? null,
    is_active: c.isActive,
    created_by: c.createdBy,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

function toColumns(input: CouponUpdateInput, type: string, value: number) {
  const c: Partial<typeof coupons.$inferInsert> = {};
  if (input.name !== undefined) c.name = input.name;
  if (input.code) c.code = input.code;
  if (input.description !== undefined) c.description = input.description ?? null;
  if (input.type !== undefined || input.value !== undefined) {
    c.type = type as CouponRow['type'];
    c.value = couponValueFromWire(c.type, value);
  }
  if (input.minimum_amount !== undefined) c.minimumAmountPaise = input.minimum_amount == null ? 0 : rupeesToPaise(input.minimum_amount);
  if (input.maximum_discount !== undefined)
    c.maximumDiscountPaise = input.maximum_discount == null ? null : rupeesToPaise(input.maximum_discount);
  if (input.usage_limit !== undefined) c.usageLimit = input.usage_limit ?? null;
  if (input.usage_limit_per_user !== undefined) c.usageLimitPerUser = input.usage_limit_per_user ?? null;
  if (input.starts_at !== undefined) c.startsAt = input.starts_at ?? null;
  if (input.expires_at !== undefined) c.expiresAt = input.expires_at ?? null;
  if (input.is_active !== undefined) c.isActive = input.is_active;
  return c;
}

async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`);
  return !!row && row.id !== exceptId;
}

async function uniqueGeneratedCode(db: DbOrTx): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = generateCouponCode();
    if (!(await codeTaken(db, code))) return code;
  }
  throw new Error('Could not generate a unique coupon code');
}

export async function createCoupon(caller: Caller, input: CouponCreateInput): Promise<WireCoupon> {
  const actor = requireStaff(caller);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.code && (await codeTaken(tx, input.code))) throw invalid({ code: [{ code: 'field.taken', params: { label: 'code' } }] });
    const code = input.code ?? (await uniqueGeneratedCode(tx));
    const [row] = await tx
      .insert(coupons)
      .values({ ...toColumns(input, input.type, input.value), code, name: input.name, type: input.type, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, actor, { action: 'coupon.create', entityType: 'coupon', entityId: row.id, after: row, ip: actor.ip });
    return toWireCoupon(row);
  });
}

export async function updateCoupon(caller: Caller, id: number, input: CouponUpdateInput): Promise<WireCoupon> {
  const actor = requireStaff(caller);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw fail('coupon_admin.not_found');
    const current = toWireCoupon(before);
    const type = input.type ?? before.type;
    const value = input.value ?? (input.type && input.type !== before.type ? 0 : current.value);
    parseOrRefuse(couponMergedSchema, {
      type,
      value,
      starts_at: input.starts_at === undefined ? before.startsAt : input.starts_at,
      expires_at: input.expires_at === undefined ? before.expiresAt : input.expires_at,
    });
    if (input.code && (await codeTaken(tx, input.code, id))) throw invalid({ code: [{ code: 'field.taken', params: { label: 'code' } }] });
    const changes = toColumns({ ...input, value }, type, value);
    if (Object.keys(changes).length === 0) return current;
    const [after] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, actor, { action: 'coupon.update', entityType: 'coupon', entityId: id, before, after, ip: actor.ip });
    return toWireCoupon(after);
  });
}

/**
 * A coupon nobody used is deleted. One that orders used is deactivated instead: deleting it would erase
 * its usage history (and the per-user counts that keep its limits honest).
 */
export async function deleteCoupon(caller: Caller, id: number): Promise<{ id: number; deactivated: boolean }> {
  const actor = requireStaff(caller);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw fail('coupon_admin.not_found');
    const [{ n }] = await tx.select({ n: count() }).from(couponUsages).where(eq(couponUsages.couponId, id));
    if (Number(n) > 0) {
      await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id));
      await recordAudit(tx, actor, {
        action: 'coupon.deactivate',
        entityType: 'coupon',
        entityId: id,
        before: { is_active: before.isActive },
        after: { is_active: false },
        ip: actor.ip,
      });
      return { id, deactivated: true };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, actor, { action: 'coupon.delete', entityType: 'coupon', entityId: id, before, ip: actor.ip });
    return { id, deactivated: false };
  });
}

export async function getCoupon(caller: Caller, id: number): Promise<WireCoupon> {
  requireStaff(caller);
  const db = await getDb();
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw fail('coupon_admin.not_found');
  return toWireCoupon(row);
}

export async function listCoupons(caller: Caller, q: CouponListQuery) {
  requireStaff(caller);
  const db = await getDb();
  const where: SQL[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    where.push(or(ilike(coupons.code, like), ilike(coupons.name, like))!);
  }
  if (q.type !== 'all') where.push(eq(coupons.type, q.type));
  if (q.status === 'active')
    where.push(and(eq(coupons.isActive, true), or(sql`${coupons.expiresAt} is null`, sql`${coupons.expiresAt} > now()`))!);
  if (q.status === 'inactive') where.push(eq(coupons.isActive, false));
  if (q.status === 'expired') where.push(and(isNotNull(coupons.expiresAt), lte(coupons.expiresAt, sql`now()`))!);
  const filter = where.length ? and(...where) : undefined;
  return pageAndCount(
    q,
    {
      rows: ({ limit, offset }) =>
        db.select().from(coupons).where(filter).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(coupons).where(filter)),
    },
    (rows) => rows.map(toWireCoupon),
  );
}

export async function couponUsageHistory(caller: Caller, id: number, page: number, perPage: number) {
  await getCoupon(caller, id);
  const db = await getDb();
  const filter = eq(couponUsages.couponId, id);
  return pageAndCount(
    { page, per_page: perPage },
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: couponUsages.id,
            orderId: couponUsages.orderId,
            orderNumber: orders.orderNumber,
            email: couponUsages.email,
            userId: couponUsages.userId,
            userName: users.name,
            discountPaise: couponUsages.discountPaise,
            createdAt: couponUsages.createdAt,
          })
          .from(couponUsages)
          .innerJoin(orders, eq(orders.id, couponUsages.orderId))
          .leftJoin(users, eq(users.id, couponUsages.userId))
          .where(filter)
          .orderBy(desc(couponUsages.createdAt), desc(couponUsages.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: rowCount() }).from(couponUsages).where(filter)),
    },
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        order_id: r.orderId,
        order_number: r.orderNumber,
        user_id: r.userId,
        customer_name: r.userName,
        email: r.email,
        discount_amount: paiseToRupees(r.discountPaise),
        used_at: r.createdAt.toISOString(),
      })),
  );
}
