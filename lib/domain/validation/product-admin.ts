import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { GST_RATES, HSN_CODE_PATTERN, isGstRate } from '@/lib/domain/gst';
import { idList, looseBoolean, optionalText, rupeeAmount, wholeNumber } from './fields';

/** Statuses staff may choose; 'archived' is set only by deleting a product that has orders. */
export const EDITABLE_PRODUCT_STATUSES = ['active', 'inactive', 'draft'] as const;
export type EditableProductStatus = (typeof EDITABLE_PRODUCT_STATUSES)[number];

/** The product form's refusals (the form checks these in the browser too). */
const PRODUCT_REFUSALS = {
  name: issue('product_form.name'),
  price: issue('product_form.price'),
  category: issue('product_form.category'),
  stock: issue('product_form.stock'),
  status: issue('product_form.status'),
  gstRate: issue('product_form.gst_rate', { rates: GST_RATES.join(', ') }),
  hsnCode: issue('product_form.hsn_code'),
} as const;

/** Fields a create must carry; their absence answers 'Missing required fields: {list}'. */
const REQUIRED_PRODUCT_FIELDS = ['name', 'price', 'category', 'stock_quantity'] as const;

const status = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(EDITABLE_PRODUCT_STATUSES, { error: PRODUCT_REFUSALS.status }),
);

const imageRef = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string()
    .max(2000)
    .refine((s) => /^https?:\/\//i.test(s) || s.startsWith('/'), { message: issue('product_form.image_url') })
    .nullable()
    .optional(),
);

/** A GST rate in percent from the law's list ("5", 5, "5%"); blank means "not sent" (the category's default). */
const gstRate = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(/%$/, ''))) : v),
  z.number({ error: PRODUCT_REFUSALS.gstRate }).refine(isGstRate, { message: PRODUCT_REFUSALS.gstRate }).optional(),
);

/** An HSN code of 4, 6 or 8 digits (spaces and dots people type are dropped); blank clears it. */
const hsnCode = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/[\s.]/g, '') === '' ? null : v.replace(/[\s.]/g, '')) : v),
  z.string({ error: PRODUCT_REFUSALS.hsnCode }).regex(HSN_CODE_PATTERN, { message: PRODUCT_REFUSALS.hsnCode }).nullable().optional(),
);

/** The product as the form and the /api contract send it (wire names, rupees). */
const productFields = {
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PRODUCT_REFUSALS.name }).min(1, { message: PRODUCT_REFUSALS.name }).max(200),
  ),
  description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().max(5000)),
  /** Optional Hindi texts for /hi pages; blank clears them (the page then shows the English ones). */
  name_hi: optionalText(200, issue('field.hindi_max_length', { label: 'name', max: 200 })),
  description_hi: optionalText(5000, issue('field.hindi_max_length', { label: 'description', max: 5000 })),
  price: rupeeAmount(PRODUCT_REFUSALS.price).refine((n) => n > 0, { message: PRODUCT_REFUSALS.price }),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PRODUCT_REFUSALS.category }).min(1, { message: PRODUCT_REFUSALS.category }).max(80),
  ),
  stock_quantity: wholeNumber(PRODUCT_REFUSALS.stock).refine((n) => n >= 0, { message: PRODUCT_REFUSALS.stock }),
  sku: optionalText(64, issue('product_form.sku_max', { max: 64 })),
  status,
  image: imageRef,
  images: z.array(z.string().max(2000)).max(10).optional(),
  original_price: rupeeAmount(issue('product_form.original_price')).nullable().optional(),
  discount_percentage: wholeNumber(issue('product_form.discount_whole'))
    .refine((n) => n >= 0 && n <= 100, {
      message: issue('product_form.discount_range'),
    })
    .nullable()
    .optional(),
  gst_rate: gstRate,
  hsn_code: hsnCode,
  /**
   * `price` and `original_price` are before GST (as /api answers `price`) unless this is true: the back-office
   * form sends it, since the office enters the price shoppers see. Products store the shown price.
   */
  price_includes_gst: looseBoolean.optional(),
};

/** `stock` is the list's alias of stock_quantity: accept it on the way in too. */
function withStockAlias(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const o = input as Record<string, unknown>;
    if (o.stock_quantity === undefined && o.stock !== undefined) return { ...o, stock_quantity: o.stock };
  }
  return input;
}

export const productCreateSchema = z.preprocess(withStockAlias, z.object({ ...productFields, status: status.default('active') }));
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** An update carries only the changed fields. */
export const productUpdateSchema = z.preprocess(withStockAlias, z.object(productFields).partial());
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

/** Names of required fields that are absent or blank in a create payload. */
export function missingProductFields(input: unknown): string[] {
  const o = (withStockAlias(input) ?? {}) as Record<string, unknown>;
  return REQUIRED_PRODUCT_FIELDS.filter(
    (f) => o[f] === undefined || o[f] === null || (typeof o[f] === 'string' && (o[f] as string).trim() === ''),
  );
}

export const productStatusSchema = z.object({ status });
export const productStockSchema = z.preprocess(withStockAlias, z.object({ stock_quantity: productFields.stock_quantity }));
export const productBulkDeleteSchema = z.object({ ids: idList });
export const productBulkStatusSchema = z.object({ ids: idList, status });
