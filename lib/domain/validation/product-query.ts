import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { MAX_PER_PAGE, SHOP_PAGE_SIZE } from '@/lib/domain/catalog';
import { CONTENT_LOCALES } from '@/lib/domain/localized';
import { emailSchema } from './order';

const PRODUCT_SORT_FIELDS = ['created_at', 'name', 'price'] as const;
const PRODUCT_STATUS_FILTERS = ['active', 'inactive', 'draft', 'archived'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issue('field.plain_max', { max }))
    .refine((v) => !v.includes('\0'), issue('field.nul'))
    .optional()
    .transform((v) => (v ? v : undefined));

/** 'all' (any case) and '' mean no filter: the existing client sends both. */
const lenientFilter = <T extends z.ZodType<string>>(inner: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    return t === '' || t === 'all' ? undefined : t;
  }, inner.optional());

const positiveInt = (label: 'page' | 'per_page', max = 1_000_000) =>
  z.coerce
    .number({ error: issue('field.number', { label }) })
    .int(issue('field.integer', { label }))
    .min(1, issue('field.at_least', { label, min: 1 }))
    .max(max, issue('field.not_greater', { label, max }));

/** A price bound in rupees (the wire's `price`), '' meaning none; at most two decimals. */
const priceBound = (label: 'min_price' | 'max_price') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: issue('field.number', { label }) })
      .min(0, issue('field.at_least', { label, min: 0 }))
      .max(10_000_000, issue('field.not_greater', { label, max: 10_000_000 }))
      .refine((n) => Number.isInteger(Number((n * 100).toFixed(6))), issue('field.two_decimals'))
      .optional(),
  );

/** GET /api/products and the shop page's query. Unknown values are a 422, never silently ignored. */
export const productQuerySchema = z
  .object({
    page: positiveInt('page').default(1),
    per_page: positiveInt('per_page', MAX_PER_PAGE).default(SHOP_PAGE_SIZE),
    search: optionalText(100),
    category: z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const t = v.trim();
        return t === '' || t.toLowerCase() === 'all' ? undefined : t;
      },
      z
        .string()
        .max(60, issue('field.plain_max', { max: 60 }))
        .optional(),
    ),
    status: lenientFilter(z.enum(PRODUCT_STATUS_FILTERS, { error: issue('field.selected_invalid', { label: 'status' }) })),
    sort_by: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
      z.enum(PRODUCT_SORT_FIELDS, { error: issue('product_query.sort_by') }).default('created_at'),
    ),
    sort_order: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
      z.enum(['asc', 'desc'], { error: issue('field.sort_order') }).default('desc'),
    ),
    min_price: priceBound('min_price'),
    max_price: priceBound('max_price'),
  })
  .superRefine((q, ctx) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.max_price < q.min_price)
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: issue('field.at_least', { label: 'max_price', min: q.min_price }) });
  });

export type ProductQuery = z.output<typeof productQuerySchema>;

export const productIdSchema = z.coerce
  .number({ error: issue('field.number', { label: 'product_id' }) })
  .int(issue('field.integer', { label: 'product_id' }))
  .min(1, issue('field.positive', { label: 'product_id' }))
  .max(2_147_483_647, issue('field.too_large', { label: 'product_id' }));

/** GET /api/products/saved: the ids this browser saved with the heart (comma-separated, at most 100). */
export const savedProductsQuerySchema = z.object({
  ids: z
    .string()
    .max(1200)
    .transform((list) => [...new Set(list.split(',').filter(Boolean).map(Number))])
    .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(100)),
  locale: z.enum(CONTENT_LOCALES).catch('en'),
});

/** POST /api/products/{id}/notify and the product page's form: an address to write to once it is back. */
export const stockNotifySchema = z.object({
  email: emailSchema,
  locale: z.enum(CONTENT_LOCALES).catch('en'),
});
