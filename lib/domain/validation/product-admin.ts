import { z } from '@/lib/domain/zod';
import { idList, optionalText, rupeeAmount, wholeNumber } from './fields';

/** Statuses staff may choose; 'archived' is set only by deleting a product that has orders. */
export const EDITABLE_PRODUCT_STATUSES = ['active', 'inactive', 'draft'] as const;
export type EditableProductStatus = (typeof EDITABLE_PRODUCT_STATUSES)[number];

export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  price: 'Valid price is required',
  category: 'Category is required',
  stock: 'Valid stock quantity is required',
  image: 'Product image is required',
  imageType: 'Please select a valid image file',
  imageSize: 'Image size must be less than 5MB',
  status: 'Status must be active, inactive or draft',
} as const;

/** Fields a create must carry; their absence answers 'Missing required fields: {list}'. */
const REQUIRED_PRODUCT_FIELDS = ['name', 'price', 'category', 'stock_quantity'] as const;

const status = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(EDITABLE_PRODUCT_STATUSES, { error: PRODUCT_MESSAGES.status }),
);

const imageRef = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string()
    .max(2000)
    .refine((s) => /^https?:\/\//i.test(s) || s.startsWith('/'), { message: 'Image must be a URL.' })
    .nullable()
    .optional(),
);

/** The product as the form and the /api contract send it (wire names, rupees). */
const productFields = {
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PRODUCT_MESSAGES.name }).min(1, { message: PRODUCT_MESSAGES.name }).max(200),
  ),
  description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string().max(5000)),
  /** Optional Hindi texts for /hi pages; blank clears them (the page then shows the English ones). */
  name_hi: optionalText(200, 'Hindi name may not be longer than 200 characters.'),
  description_hi: optionalText(5000, 'Hindi description may not be longer than 5000 characters.'),
  price: rupeeAmount(PRODUCT_MESSAGES.price).refine((n) => n > 0, { message: PRODUCT_MESSAGES.price }),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PRODUCT_MESSAGES.category }).min(1, { message: PRODUCT_MESSAGES.category }).max(80),
  ),
  stock_quantity: wholeNumber(PRODUCT_MESSAGES.stock).refine((n) => n >= 0, { message: PRODUCT_MESSAGES.stock }),
  sku: optionalText(64, 'SKU may not be longer than 64 characters.'),
  status,
  image: imageRef,
  images: z.array(z.string().max(2000)).max(10).optional(),
  original_price: rupeeAmount('Valid original price is required').nullable().optional(),
  discount_percentage: wholeNumber('Discount must be a whole number')
    .refine((n) => n >= 0 && n <= 100, {
      message: 'Discount must be between 0 and 100',
    })
    .nullable()
    .optional(),
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
