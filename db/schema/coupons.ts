import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CouponType } from '@/lib/domain/coupons';
import { createdAt, id, tstz, updatedAt } from './columns';
import { users } from './users';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    description: varchar('description', { length: 100 }),
    type: text('type').$type<CouponType>().notNull(),
    /** percentage: hundredths of a percent (1000 = 10%); fixed: paise; free_shipping: 0. */
    value: integer('value').notNull().default(0),
    minimumAmountPaise: integer('minimum_amount_paise').notNull().default(0),
    maximumDiscountPaise: integer('maximum_discount_paise'),
    usageLimit: integer('usage_limit'),
    usageLimitPerUser: integer('usage_limit_per_user'),
    /** Counted when an order is placed, in the same transaction, so limits hold under concurrency. */
    usedCount: integer('used_count').notNull().default(0),
    startsAt: tstz('starts_at'),
    expiresAt: tstz('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_idx').on(sql`upper(${t.code})`),
    index('coupons_active_idx').on(t.isActive, t.expiresAt),
    check('coupons_type_check', sql`${t.type} in ('percentage', 'fixed', 'free_shipping')`),
    check('coupons_value_check', sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 10000)`),
    check('coupons_minimum_check', sql`${t.minimumAmountPaise} >= 0`),
    check('coupons_maximum_check', sql`${t.maximumDiscountPaise} is null or ${t.maximumDiscountPaise} >= 0`),
    check('coupons_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    check('coupons_usage_limit_per_user_check', sql`${t.usageLimitPerUser} is null or ${t.usageLimitPerUser} >= 1`),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
  ],
);
