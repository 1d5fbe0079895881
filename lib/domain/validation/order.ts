import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { idSchema } from './fields';
import { normaliseCouponCode } from '@/lib/domain/coupons';
import { findIndianState } from '@/lib/domain/india-states';
import { isValidGstin, normaliseGstin } from '@/lib/domain/gstin';

export const REQUIRED = issue('field.this_required');

const required = (max = 200) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, issue('field.this_max', { max }));
/** 10 digits after removing everything that is not a digit ("+91 98765-43210" has 12: refused). */
export const phoneSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => v.length === 10, issue('field.valid_phone_10'));
export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .pipe(z.email(issue('field.valid_email')))
  .pipe(z.string().max(254));
/** An Indian PIN code: six digits, the first 1-9 (spaces are dropped: "208 001"). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
export const pinCodeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => PIN_CODE_PATTERN.test(v), issue('order.postal_code'));
/** A landmark near the address (optional), to help the courier find it. */
export const landmarkSchema = z
  .string()
  .trim()
  .max(120, issue('field.this_max', { max: 120 }))
  .nullish()
  .transform((v) => v || null);
const optionalPinCode = z.preprocess((v) => (v === '' ? null : v), pinCodeSchema.nullish());

const country = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : 'India'))
  .refine((v) => v.toLowerCase() === 'india', issue('order.ship_india'))
  .transform(() => 'India');

/**
 * The shipping state, the order's place of supply: a state or union territory by name (English or Hindi, any
 * case) or two-digit GST code, kept as its English name.
 */
export const shippingStateSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(100, issue('order.shipping_state'))
  .refine((v) => findIndianState(v) !== null, issue('order.shipping_state'))
  .transform((v) => findIndianState(v)!.name);

/** A business buyer's GSTIN for the invoice: optional; when given, well formed with a matching check character. */
export const buyerGstinSchema = z
  .string()
  .nullish()
  .transform((v) => (v ? normaliseGstin(v) : null))
  .refine((v) => v === null || isValidGstin(v), issue('order.buyer_gstin'));

const quantity = z.coerce
  .number()
  .int(issue('field.whole', { label: 'quantity' }))
  .min(1, issue('field.at_least', { label: 'quantity', min: 1 }))
  .max(999);
const lineSchema = z.object({ product_id: idSchema(), quantity });

const PAYMENT_METHOD_VALUES = ['easebuzz', 'cod'] as const;
/** The contract's 'easybuzz' and the gateway's own spelling 'easebuzz' both mean Easebuzz ('easebuzz' inside). */
const paymentMethod = z.preprocess(
  (v) => (typeof v === 'string' && v.toLowerCase() === 'easybuzz' ? 'easebuzz' : typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(PAYMENT_METHOD_VALUES, { error: issue('field.selected_invalid', { label: 'payment_method' }) }),
);
const couponCode = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => (v ? normaliseCouponCode(v) : null));

/**
 * POST /api/orders, /api/orders/validate and /api/payments/initiate (whole payload). Totals and prices sent
 * by the client (subtotal, total_amount, unit_price...) are not part of the schema: they are never trusted;
 * `expected_total` is only compared with the server's total.
 */
export const orderInputSchema = z
  .object({
    shipping_name: required(120),
    shipping_email: emailSchema,
    shipping_phone: phoneSchema,
    shipping_address: required(500),
    shipping_city: required(100),
    shipping_state: shippingStateSchema,
    shipping_postal_code: pinCodeSchema,
    shipping_landmark: landmarkSchema,
    shipping_country: country,
    billing_same_as_shipping: z.preprocess(
      (v) => (v === 'false' || v === '0' || v === 0 ? false : v == null ? undefined : Boolean(v)),
      z.boolean().optional(),
    ),
    billing_name: z.string().trim().max(120).nullish(),
    billing_email: z.string().trim().max(254).nullish(),
    billing_phone: z.string().trim().max(30).nullish(),
    billing_address: z.string().trim().max(500).nullish(),
    billing_city: z.string().trim().max(100).nullish(),
    billing_state: z.string().trim().max(100).nullish(),
    billing_postal_code: optionalPinCode,
    billing_country: z.string().trim().max(60).nullish(),
    notes: z.string().trim().max(1000).nullish(),
    buyer_gstin: buyerGstinSchema,
    payment_method: paymentMethod.default('easebuzz'),
    coupon_code: couponCode,
    currency: z.literal('INR', { error: issue('order.only_inr') }).default('INR'),
    cart_items: z.array(lineSchema).max(100).optional(),
    items: z.array(lineSchema).max(100).optional(),
    // The total the buyer was shown and confirmed (rupees); optional. The server still prices the order and
    // refuses it (409 total_changed) when its total differs.
    expected_total: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.coerce
        .number({ error: issue('field.amount', { label: 'expected_total' }) })
        .min(0)
        .max(100_000_000)
        .optional(),
    ),
  })
  .transform(({ cart_items, items, ...rest }) => ({
    ...rest,
    /** The place of supply's GST state code. */
    place_of_supply: findIndianState(rest.shipping_state)!.code,
    lines: mergeLines([...(cart_items ?? []), ...(items ?? [])]),
  }));

export type OrderInput = z.output<typeof orderInputSchema>;
export type OrderLineInput = { productId: number; quantity: number };

/** Two lines of one product become one. */
export function mergeLines(lines: { product_id: number; quantity: number }[]): OrderLineInput[] {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.product_id, (merged.get(l.product_id) ?? 0) + l.quantity);
  return [...merged].map(([productId, q]) => ({ productId, quantity: q }));
}

/** Coupon validate/apply and calculate-totals: flat or nested under order_data; client figures ignored. */
export const couponQuoteSchema = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && 'order_data' in v && v.order_data && typeof v.order_data === 'object') {
      const { order_data, ...rest } = v as { order_data: object };
      return { ...order_data, ...rest };
    }
    return v;
  },
  z
    .object({
      code: couponCode,
      coupon_code: couponCode,
      items: z.array(lineSchema).max(100).optional(),
      cart_items: z.array(lineSchema).max(100).optional(),
      subtotal: z.coerce.number().min(0).optional(),
      order_amount: z.coerce.number().min(0).optional(),
      payment_method: paymentMethod.optional(),
      email: z.string().trim().max(254).optional(),
      shipping_email: z.string().trim().max(254).optional(),
      shipping_state: z.string().trim().max(100).optional(),
      shipping_country: z.string().trim().max(60).optional(),
    })
    .transform(({ code, coupon_code, items, cart_items, ...rest }) => ({
      ...rest,
      code: code ?? coupon_code ?? null,
      lines: items || cart_items ? mergeLines([...(items ?? []), ...(cart_items ?? [])]) : null,
    })),
);
export type CouponQuoteInput = z.output<typeof couponQuoteSchema>;
