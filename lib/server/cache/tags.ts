import 'server-only';

/**
 * The one registry of cache tags. Every cached read (unstable_cache through cachedQuery, and so every ISR
 * page that makes one) carries some of these; lib/server/cache/expiry.ts says which write expires which.
 * There is no catalogue-wide tag on purpose: an order expires the pages of the products it took stock
 * from, not every page of the shop.
 */
export const cacheTags = {
  /** One product: its page and GET /api/products/{id} (price, status, stock count, sold out or not). */
  product: (id: number) => `product:${id}`,
  /** Product cards: the /shop pages and GET /api/products (names, prices, stock badges). */
  listings: 'listings',
  /** Which products are public and in which category: the shop's category sidebar and the sitemap. */
  assortment: 'assortment',
  /** Exact stock counts in a list: GET /api/products (the shop's cards show only badges). */
  listedStock: 'listed-stock',
  categories: 'categories',
  slides: 'slides',
  /** The donor wall and its stats (/donations, GET /api/donations/donors[/stats]). */
  donors: 'donors',
} as const;

/**
 * Every cached entry carries each of its tags twice: the tag itself, expired by writes that must show at once,
 * and its lag companion, expired by writes whose counts may lag ("soon", lib/server/cache/expiry.ts). Next
 * keeps one expiry time per tag and a later expiry replaces an earlier one: a soft expiry on the same tag
 * would push back a hard expiry that no request had rendered yet (an order's count after staff sold the
 * product out, or after a job gave its stock back), and the old page would be served as merely stale.
 */
export const lagTag = (tag: string) => `${tag}~lag`;

/** A cached entry's tags with their lag companions. */
export const withLagTags = (tags: readonly string[]): string[] => tags.flatMap((tag) => [tag, lagTag(tag)]);
