/**
 * How long a CDN may keep what every visitor sees alike (the public catalog API and the public pages), and
 * serve it stale while it fetches a new copy: 30 s and 60 s. The app itself is fresh after every write
 * (lib/server/cache/expiry.ts); this bounds how long a shared cache in front of it may lag. Browsers
 * revalidate each time (max-age=0) and still use the copy for back/forward.
 */
export const PUBLIC_SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/**
 * Public pages whose content changes with catalogue writes and donations. Next would send their cached
 * copies with s-maxage=3600 and a year of stale-while-revalidate: a CDN honouring that would show an old
 * price or stock for an hour. Sources as next.config.ts `headers()` matches them: before the /shop rewrites,
 * so '/shop' covers its category and page URLs too.
 */
const FRESH_ENGLISH_PAGES = ['/', '/shop', '/shop/product/:id', '/donations'];
/** ... and the same pages in Hindi (/hi/...). */
export const FRESH_PUBLIC_PAGES = [...FRESH_ENGLISH_PAGES, ...FRESH_ENGLISH_PAGES.map((p) => (p === '/' ? '/hi' : `/hi${p}`))];

/**
 * The sharing cards (Open Graph images) of those pages, at the addresses the pages link (/en/... for English:
 * next.config.ts keeps them out of the /en redirect). Next sends its cached copy with max-age=0,
 * must-revalidate, so a CDN kept none and every crawler's fetch reached the app; they are kept like their pages.
 */
export const SHARE_IMAGES = ['/:locale(en|hi)/opengraph-image', '/:locale(en|hi)/shop/product/:id/opengraph-image'];

/**
 * How long the API's stock counts may lag an order at most: their answers live this long, then the next
 * request refreshes them (lib/server/catalog/products.ts). Pages carry no counts (lib/server/cache/expiry.ts).
 */
export const STOCK_COUNT_LAG_SECONDS = 5;
