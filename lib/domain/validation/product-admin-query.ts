import { z } from '@/lib/domain/zod';

const ADMIN_PRODUCT_PAGE_SIZE = 12;
const PRODUCT_SORTS = ['created_at', 'name', 'price'] as const;

const blank = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** The back-office product list's filters, from the URL (the list is a link that can be shared or reloaded). */
export const adminProductQuerySchema = z.object({
  search: z.preprocess(blank, z.string().trim().max(100).optional()),
  category: z.preprocess(blank, z.string().trim().max(80).optional()),
  status: z.preprocess(blank, z.enum(['active', 'inactive', 'draft', 'archived']).optional()),
  sort_by: z.preprocess(blank, z.enum(PRODUCT_SORTS).default('created_at')),
  sort_order: z.preprocess(blank, z.enum(['asc', 'desc']).default('desc')),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  per_page: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(ADMIN_PRODUCT_PAGE_SIZE)),
  view: z.preprocess(blank, z.enum(['grid', 'table']).default('table')),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** Safe parse for pages: a bad parameter falls back to the defaults instead of an error page. */
export function parseAdminProductQuery(params: Record<string, string | string[] | undefined>): AdminProductQuery {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = adminProductQuerySchema.safeParse(flat);
  return parsed.success ? parsed.data : adminProductQuerySchema.parse({});
}
