import 'server-only';
import { stockChangeOf, type StockMove } from '@/lib/domain/catalog';
import { cacheTags } from './tags';
import { expireTags } from './expire-tags';

export { STOCK_COUNT_LAG_SECONDS } from '@/lib/config/shared-cache';

/** A product itself changed (name, price, category, picture, status, existence): everything showing it. */
const productWrite = ({ productIds }: { productIds: readonly number[] }): string[] => [
  cacheTags.listings,
  cacheTags.assortment,
  ...productIds.map(cacheTags.product),
];

/**
 * Stock moved. Pages show availability only (sold out, few left, plenty), so they change only when that does.
 * The API's counts follow an order within STOCK_COUNT_LAG_SECONDS by their own lifetime; a stock-take by staff
 * expires them at once, so the office sees what it set.
 */
const stockWrite =
  ({ byStaff }: { byStaff: boolean }) =>
  ({ stock }: { stock: readonly StockMove[] }): string[] =>
    stock.flatMap((move) => {
      const change = stockChangeOf(move);
      if (change === 'availability') return [cacheTags.product(move.productId), cacheTags.listings, cacheTags.stockCounts];
      if (change === 'count' && byStaff) return [cacheTags.stockCounts];
      return [];
    });

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
  'stock.setByStaff': stockWrite({ byStaff: true }),
  'stock.takenByOrder': stockWrite({ byStaff: false }),
  /** Cancellation, payment failure or expiry, refund before shipping, and a late payment reviving an order. */
  'stock.givenBack': stockWrite({ byStaff: false }),
  'slides.change': (): string[] => [cacheTags.slides],
  /**
   * A donation became paid (gateway, recurring charge or recorded offline): donor wall and stats, and the page
   * of the campaign it is filed under (its meter and donors).
   */
  'donation.paid': ({ campaignId }: { campaignId?: number | null } = {}): string[] => [
    cacheTags.donors,
    ...(campaignId ? [cacheTags.campaign(campaignId)] : []),
  ],
  /** The office created or edited a campaign: its page and the sitemap. */
  'campaign.change': ({ campaignId }: { campaignId: number }): string[] => [cacheTags.campaign(campaignId), cacheTags.campaigns],
} satisfies Record<string, (affected: never) => string[]>;

export type CachedWrite = keyof typeof EXPIRES;
type AffectedBy<W extends CachedWrite> = Parameters<(typeof EXPIRES)[W]>;

/** The tags a write expires, each once. */
export function expiryOf<W extends CachedWrite>(write: W, ...affected: AffectedBy<W>): string[] {
  return [...new Set((EXPIRES[write] as (...a: AffectedBy<W>) => string[])(...affected))];
}

/** Expires the write's tags: the next request for anything that read them renders again. */
export async function expireAfter<W extends CachedWrite>(write: W, ...affected: AffectedBy<W>): Promise<void> {
  expireTags(expiryOf(write, ...affected), write);
}
