import type { ShopFilters } from '@/lib/domain/wire/catalog';

export type ShopParams = ShopFilters & { category?: string; search?: string; page?: number };

/** The shop's shareable URL: category, search, sort, price range and page live in the query string. */
export function shopHref(params: ShopParams): string {
  const q = new URLSearchParams();
  if (params.category) q.set('category', params.category);
  if (params.search) q.set('search', params.search);
  if (params.sort_by) q.set('sort_by', params.sort_by);
  if (params.sort_order) q.set('sort_order', params.sort_order);
  if (params.min_price !== undefined) q.set('min_price', String(params.min_price));
  if (params.max_price !== undefined) q.set('max_price', String(params.max_price));
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const s = q.toString();
  return s ? `/shop?${s}` : '/shop';
}
