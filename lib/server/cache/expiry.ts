import 'server-only';
import { stockChangeOf, type StockMove } from '@/lib/domain/catalog';
import { cacheTags } from './tags';
import { deliverExpiry } from './deliver-expiry';

/**
 * now: expired at once, the next request renders fresh (prices, statuses, sold out or back in stock).
 * soon: the previous page is served while one request renders it again in the background, and never
 * longer than STOCK_COUNT_LAG_SECONDS after the write (a stock count, a low-stock badge's number).
 */
type Expiry = { now: string[]; soon: string[] };

/** How long a stock count may lag its write at most (README, "Catalogue caching"). */
export const STOCK_COUNT_LAG_SECONDS = 5;

/** A product itself changed (name, price, category, picture, status, existence): everything showing it, at once. */
const productWrite = ({ productIds }: { productIds: readonly number[] }): Expiry => ({
  now: [cacheTags.listings, cacheTags.assortment, ...productIds.map(cacheTags.product)],
  soon: [],
});

/**
 * Stock moved: only the pages that show what changed. A product page shows its count; a listing shows a
 * badge only ('Only 3 left', 'Out of Stock'), so an order of a well-stocked product leaves every listing
 * cached. Sold out or back in stock is never served stale; a count may lag (soon) where countsMayLag: a
 * shopper's order, not a stock-take by staff (rare, and checked on the shop right after).
 */
const stockWrite =
  ({ countsMayLag }: { countsMayLag: boolean }) =>
  ({ stock }: { stock: readonly StockMove[] }): Expiry => {
    const now: string[] = [];
    const soon: string[] = [];
    for (const move of stock) {
      const change = stockChangeOf(move);
      if (change === 'nothing') continue;
      const lags = countsMayLag && change !== 'soldOut';
      const tags = [cacheTags.product(move.productId), cacheTags.listedStock, ...(change === 'count' ? [] : [cacheTags.listings])];
      (lags ? soon : now).push(...tags);
    }
    return { now, soon };
  };

/**
 * Which write expires which cache tags: the one table. Data functions call expireAfter(write, affected)
 * after their transaction commits (never inside it: a reader could cache the old row again before the
 * commit). What each write must name is typed: a stock write cannot forget which products moved.
 */
const EXPIRES = {
  'product.create': productWrite,
  'product.edit': productWrite,
  'product.status': productWrite,
  'product.delete': productWrite,
  'stock.setByStaff': stockWrite({ countsMayLag: false }),
  'stock.takenByOrder': stockWrite({ countsMayLag: true }),
  /** Cancellation, payment failure or expiry, refund before shipping, and a late payment reviving an order. */
  'stock.givenBack': stockWrite({ countsMayLag: true }),
  'slides.change': (): Expiry => ({ now: [cacheTags.slides], soon: [] }),
  /** A donation became paid (gateway, recurring charge or recorded offline): donor wall and stats. */
  'donation.paid': (): Expiry => ({ now: [cacheTags.donors], soon: [] }),
} satisfies Record<string, (affected: never) => Expiry>;

export type CachedWrite = keyof typeof EXPIRES;
type AffectedBy<W extends CachedWrite> = Parameters<(typeof EXPIRES)[W]>;

/** The tags a write expires, each once: a tag expired now is not also expired soon. */
export function expiryOf<W extends CachedWrite>(write: W, ...affected: AffectedBy<W>): Expiry {
  const { now, soon } = (EXPIRES[write] as (...a: AffectedBy<W>) => Expiry)(...affected);
  const at = new Set(now);
  return { now: [...at], soon: [...new Set(soon)].filter((tag) => !at.has(tag)) };
}

/**
 * Expires the write's tags: 'now' with {expire: 0} (no stale-while-revalidate window: the very next request
 * renders fresh, so a withdrawn product, an old price or a sold-out product bought again is never shown),
 * 'soon' with {expire: STOCK_COUNT_LAG_SECONDS} (Next serves the previous page while one request renders it).
 * Inside the server, in a request or not, and from a job in its own process (`npm run reconcile`):
 * deliver-expiry.ts says how each is reached.
 */
export async function expireAfter<W extends CachedWrite>(write: W, ...affected: AffectedBy<W>): Promise<void> {
  const expiry = expiryOf(write, ...affected);
  if (expiry.now.length === 0 && expiry.soon.length === 0) return;
  await deliverExpiry(expiry, STOCK_COUNT_LAG_SECONDS, write);
}
