import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { COUPON_TYPES } from '@/lib/domain/coupons';
import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { looseBoolean, optionalText, rupeeAmount, wholeNumber } from './fields';

/** Same list as db/schema/coupons.ts, repeated so browser code does not pull in the schema. */

const COUPON_MESSAGES = {
  name: issue('coupon_form.name'),
  type: issue('coupon_form.type'),
  value: issue('coupon_form.value'),
  percentage: issue('coupon_form.percentage'),
  code: issue('coupon_form.code'),
  codeChars: issue('coupon_form.code_chars'),
  description: issue('coupon_form.description'),
  usage: issue('coupon_form.usage'),
  usagePerUser: issue('coupon_form.usage_per_user'),
  dates: issue('coupon_form.dates'),
  minimum: issue('coupon_form.minimum'),
  maximum: issue('coupon_form.maximum'),
} as const;

/** Brand prefix of generated codes: SEVA + 6 random uppercase letters or digits. */
export const COUPON_CODE_PREFIX = 'SEVA';
export const GENERATED_CODE_LENGTH = 6;

const blankToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v);

const dateTime = z.preprocess(
  blankToNull,
  z.coerce
    .date({ error: issue('field.date_time') })
    .nullable()
    .optional(),
);

const limit = (message: string) =>
  z.preprocess(
    blankToNull,
    wholeNumber(message)
      .refine((n) => n >= 1, { message })
      .nullable()
      .optional(),
  );

const money = (message: string) =>
  z.preprocess(
    blankToNull,
    rupeeAmount(message)
      .refine((n) => n >= 0, { message })
      .nullable()
      .optional(),
  );

/** The coupon as the form and the /api contract send it: value in percent or rupees, amounts in rupees. */
const couponFields = {
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: COUPON_MESSAGES.name }).min(1, { message: COUPON_MESSAGES.name }).max(120),
  ),
  code: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z
      .string()
      .max(16, { message: COUPON_MESSAGES.code })
      .regex(/^[A-Z0-9_-]+$/, { message: COUPON_MESSAGES.codeChars })
      .nullable()
      .optional(),
  ),
  description: optionalText(100, COUPON_MESSAGES.description),
  type: z.enum(COUPON_TYPES, { error: COUPON_MESSAGES.type }),
  value: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    rupeeAmount(COUPON_MESSAGES.value).refine((n) => n >= 0, { message: COUPON_MESSAGES.value }),
  ),
  minimum_amount: money(COUPON_MESSAGES.minimum),
  maximum_discount: money(COUPON_MESSAGES.maximum),
  usage_limit: limit(COUPON_MESSAGES.usage),
  usage_limit_per_user: limit(COUPON_MESSAGES.usagePerUser),
  starts_at: dateTime,
  expires_at: dateTime,
  is_active: looseBoolean.optional(),
};

type Refinable = { type?: string; value?: number; starts_at?: Date | null; expires_at?: Date | null };

function crossChecks(c: Refinable, ctx: z.RefinementCtx) {
  if (c.type === 'percentage' && c.value !== undefined && c.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: COUPON_MESSAGES.percentage });
  }
  if (c.starts_at && c.expires_at && c.expires_at <= c.starts_at) {
    ctx.addIssue({ code: 'custom', path: ['expires_at'], message: COUPON_MESSAGES.dates });
  }
}

export const couponCreateSchema = z.object(couponFields).superRefine(crossChecks);
export type CouponCreateInput = z.output<typeof couponCreateSchema>;

/** An update may send any subset; the cross-field rules are re-checked on the merged coupon. */
export const couponUpdateSchema = z.object(couponFields).partial();
export type CouponUpdateInput = z.output<typeof couponUpdateSchema>;
export const couponMergedSchema = z
  .object({})
  .passthrough()
  .superRefine((c, ctx) => crossChecks(c as Refinable, ctx));

export const couponListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'inactive', 'expired']).default('all'),
  type: z.enum(['all', ...COUPON_TYPES]).default('all'),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

/** What the coupon gives, for the live preview card and lists: "10% off (up to ₹200)", "₹100 off", "Free shipping". */
export function describeCouponValue(c: { type: string; value: number; maximum_discount?: number | null }): string {
  const inr = (rupees: number) => formatInr(rupeesToPaise(rupees), { whole: true });
  if (c.type === 'percentage') return `${c.value}% off${c.maximum_discount ? ` (up to ${inr(c.maximum_discount)})` : ''}`;
  if (c.type === 'fixed') return `${inr(c.value)} off`;
  return 'Free shipping';
}
