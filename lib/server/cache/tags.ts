import 'server-only';

/**
 * The one registry of cache tags. Every cached read (unstable_cache through cachedQuery, and so every ISR
 * page that makes one) carries some of these; lib/server/cache/expiry.ts says which write expires which.
 */
export const cacheTags = {
  /** Every public listing of products: /shop pages, the category sidebar, GET /api/products, the sitemap. */
  products: 'products',
  /** One product: its page and GET /api/products/{id}. */
  product: (id: number) => `product:${id}`,
  categories: 'categories',
  slides: 'slides',
  /** The donor wall and its stats (/donations, GET /api/donations/donors[/stats]). */
  donors: 'donors',
} as const;
