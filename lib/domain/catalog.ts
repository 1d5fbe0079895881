/** Shop rules shared by the pages, the API and the browser. No I/O. */
import type { Availability, CardProduct, WireProduct } from '@/lib/domain/wire/catalog';

export const SHOP_PAGE_SIZE = 12;
export const MAX_PER_PAGE = 100;
export const DEFAULT_RATING = 4.5;
/** 'Only {n} left' shows at this stock or below. */
const LOW_STOCK_THRESHOLD = 5;
/** The detail page's quantity ceiling when stock is unknown. */
const UNKNOWN_STOCK_MAX_QUANTITY = 99;
/** The picture of a product without one (drawn by scripts/generate-assets.ts). */
export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.webp';
export type StockBadge = { kind: 'out' } | { kind: 'low'; left: number } | null;

export function stockBadge(stock: number | null | undefined): StockBadge {
  if (stock == null) return null;
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', left: stock };
  return null;
}

export function availabilityOf(stock: number): Availability {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** One product's stock before and after a write (an order, a cancellation, a stock-take). */
export type StockMove = { productId: number; before: number; after: number };

/**
 * What a change of stock changes: nothing; the count only (the API's counts, a product page's live
 * '12 in stock'); or the availability every cached page shows. lib/server/cache/expiry.ts expires by it.
 */
export type StockChange = 'nothing' | 'count' | 'availability';

export function stockChangeOf({ before, after }: Pick<StockMove, 'before' | 'after'>): StockChange {
  if (before === after) return 'nothing';
  return availabilityOf(before) === availabilityOf(after) ? 'count' : 'availability';
}

/** The largest quantity the stepper allows: the stock, 99 when unknown, at least 1. */
export function maxQuantity(stock: number | null | undefined): number {
  if (stock == null) return UNKNOWN_STOCK_MAX_QUANTITY;
  return Math.max(1, stock);
}

export function clampQuantity(value: number, stock: number | null | undefined): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), maxQuantity(stock));
}

/** At most `max` page numbers, centred on the current page where possible. */
export function pageWindow(current: number, last: number, max = 5): number[] {
  const count = Math.min(max, Math.max(last, 1));
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, Math.max(1, last - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * Only the fields a card shows. The card is a client component, so its props travel in the page's RSC
 * payload: a whole WireProduct would double what every listing sends.
 */
export function cardProduct(p: WireProduct): CardProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    category_name: p.category_name,
    price_incl_gst: p.price_incl_gst,
    original_price_incl_gst: p.original_price_incl_gst,
    discount_percentage: p.discount_percentage,
    availability: availabilityOf(p.stock),
    image: p.image,
    rating: p.rating,
  };
}
