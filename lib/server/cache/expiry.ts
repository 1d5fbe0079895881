import 'server-only';
import { cacheTags } from './tags';
import { deliverExpiry } from './deliver-expiry';

type Affected = { productIds?: readonly number[] };

const productTags = ({ productIds = [] }: Affected) => [cacheTags.products, ...productIds.map(cacheTags.product)];

/**
 * Which write expires which cache tags: the one table. Data functions call expireAfter(write, affected)
 * after their transaction commits (never inside it: a reader could cache the old row again before the
 * commit). Listings show price and stock badges, so any product or stock change expires them too.
 */
const EXPIRES = {
  'product.create': productTags,
  'product.edit': productTags,
  'product.status': productTags,
  'product.delete': productTags,
  'stock.setByStaff': productTags,
  'stock.takenByOrder': productTags,
  /** Cancellation, payment failure or expiry, refund before shipping, and a late payment reviving an order. */
  'stock.givenBack': productTags,
  'slides.change': () => [cacheTags.slides],
  /** A donation became paid (gateway, recurring charge or recorded offline): donor wall and stats. */
  'donation.paid': () => [cacheTags.donors],
} satisfies Record<string, (affected: Affected) => string[]>;

export type CachedWrite = keyof typeof EXPIRES;

/**
 * Expires at once ({expire: 0}, no stale-while-revalidate window): the very next request renders fresh,
 * so a withdrawn product or an old price is never shown after the write. Inside the server, in a request or
 * not, and from a job in its own process (`npm run reconcile`): deliver-expiry.ts says how each is reached.
 */
export async function expireAfter(write: CachedWrite, affected: Affected = {}): Promise<void> {
  await deliverExpiry([...new Set(EXPIRES[write](affected))], write);
}
