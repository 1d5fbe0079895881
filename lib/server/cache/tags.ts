import 'server-only';

/**
 * The one registry of cache tags. Every cached read (unstable_cache through cachedQuery, and so every ISR
 * page that makes one) carries some of these; lib/server/cache/expiry.ts says which write expires which.
 * There is no catalogue-wide tag on purpose: an order expires the pages of the products it sold out, not
 * every page of the shop.
 */
export const cacheTags = {
  /** One product: its page and GET /api/products/{id} (price, status, availability). */
  product: (id: number) => `product:${id}`,
  /** Product cards: the /shop pages and GET /api/products (names, prices, availability). */
  listings: 'listings',
  /** Which products are public and in which category: the shop's category sidebar and the sitemap. */
  assortment: 'assortment',
  /** Exact stock counts: GET /api/products and /api/products/{id} (pages show availability only). */
  stockCounts: 'stock-counts',
  categories: 'categories',
  slides: 'slides',
  /** The donor wall and its stats (/donations, GET /api/donations/donors[/stats]). */
  donors: 'donors',
  /** One campaign: its page (both languages) and GET /api/campaigns/{id} (texts, goal, total raised, donors). */
  campaign: (id: number) => `campaign:${id}`,
  /** Which campaigns exist: the sitemap. */
  campaigns: 'campaigns',
} as const;
