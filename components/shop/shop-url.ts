/** The shop's shareable URL: category, search and page live in the query string. */
export function shopHref(params: { category?: string; search?: string; page?: number }): string {
  const q = new URLSearchParams();
  if (params.category) q.set('category', params.category);
  if (params.search) q.set('search', params.search);
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const s = q.toString();
  return s ? `/shop?${s}` : '/shop';
}
