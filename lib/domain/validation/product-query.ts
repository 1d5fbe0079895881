import { z } from '@/lib/domain/zod';
import { MAX_PER_PAGE, SHOP_PAGE_SIZE } from '@/lib/domain/catalog';

const PRODUCT_SORT_FIELDS = ['created_at', 'name', 'price'] as const;
const PRODUCT_STATUS_FILTERS = ['active', 'inactive', 'draft', 'archived'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `May not be longer than ${max} characters.`)
    .refine((v) => !v.includes('\0'), 'May not contain a NUL character.')
    .optional()
    .transform((v) => (v ? v : undefined));

/** 'all' (any case) and '' mean no filter: the existing client sends both. */
const lenientFilter = <T extends z.ZodType<string>>(inner: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim().toLowerCase();
    return t === '' || t === 'all' ? undefined : t;
  }, inner.optional());

const positiveInt = (label: string, max?: number) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be an integer.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(max ?? 1_000_000, `The ${label} may not be greater than ${max ?? 1_000_000}.`);

/** GET /api/products and the shop page's query. Unknown values are a 422, never silently ignored. */
export const productQuerySchema = z.object({
  page: positiveInt('page').default(1),
  per_page: positiveInt('per page', MAX_PER_PAGE).default(SHOP_PAGE_SIZE),
  search: optionalText(100),
  category: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    return t === '' || t.toLowerCase() === 'all' ? undefined : t;
  }, z.string().max(60, 'May not be longer than 60 characters.').optional()),
  status: lenientFilter(z.enum(PRODUCT_STATUS_FILTERS, { error: 'The selected status is invalid.' })),
  sort_by: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(PRODUCT_SORT_FIELDS, { error: 'The sort by must be one of created_at, name, price.' }).default('created_at'),
  ),
  sort_order: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(['asc', 'desc'], { error: 'The sort order must be asc or desc.' }).default('desc'),
  ),
});

export type ProductQuery = z.output<typeof productQuerySchema>;

export const productIdSchema = z.coerce
  .number({ error: 'The product id must be a number.' })
  .int('The product id must be an integer.')
  .min(1, 'The product id must be positive.')
  .max(2_147_483_647, 'The product id is too large.');
