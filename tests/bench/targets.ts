// What the benchmark drives. Each target is compared with its floor measured in the same run: the same
// server answering a static route handler (API targets) or a prerendered page (pages) in the same language.
type BenchContext = { productId: number };
type Floor = 'route' | 'page' | 'hindi-page' | 'page-gzip';
export type BenchTarget = {
  name: string;
  path: (ctx: BenchContext) => string;
  floor: Floor;
  isFloor?: boolean;
  /** Request headers; its floor is asked with the same ones. */
  headers?: Record<string, string>;
};

/** What browsers send, and autocannon does not: Next then gzips every answer (compress), cached pages included. */
const ACCEPT_GZIP = { 'accept-encoding': 'gzip, deflate, br' };

export const TARGETS: BenchTarget[] = [
  { name: 'GET /robots.txt (route-handler floor)', path: () => '/robots.txt', floor: 'route', isFloor: true },
  { name: 'GET /about (prerendered-page floor)', path: () => '/about', floor: 'page', isFloor: true },
  { name: 'GET /api/products?status=active&per_page=12', path: () => '/api/products?status=active&per_page=12', floor: 'route' },
  { name: 'GET /api/products/{id}', path: (c) => `/api/products/${c.productId}`, floor: 'route' },
  { name: 'GET /shop', path: () => '/shop', floor: 'page' },
  { name: 'GET /shop?category=crafts&page=1', path: () => '/shop?category=crafts&page=1', floor: 'page' },
  { name: 'GET /shop/product/{id}', path: (c) => `/shop/product/${c.productId}`, floor: 'page' },
  // The Hindi pages are prerendered like the English ones, and judged against a prerendered page in Hindi (the
  // same language, the same bytes per letter), so their share measures what the shop adds to a Hindi page.
  { name: 'GET /hi/about (Hindi prerendered-page floor)', path: () => '/hi/about', floor: 'hindi-page', isFloor: true },
  { name: 'GET /hi/shop', path: () => '/hi/shop', floor: 'hindi-page' },
  { name: 'GET /hi/shop/product/{id}', path: (c) => `/hi/shop/product/${c.productId}`, floor: 'hindi-page' },
  // As browsers ask: measured, not targeted (docs/benchmarks.md: compressing each answer again is the cost).
  { name: 'GET /about, gzip (prerendered-page floor)', path: () => '/about', floor: 'page-gzip', isFloor: true, headers: ACCEPT_GZIP },
  { name: 'GET /shop, gzip', path: () => '/shop', floor: 'page-gzip', headers: ACCEPT_GZIP },
  { name: 'GET /hi/shop, gzip', path: () => '/hi/shop', floor: 'page-gzip', headers: ACCEPT_GZIP },
];
