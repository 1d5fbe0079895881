// What the benchmark drives. Each target is compared with its floor measured in the same run: the same
// server answering a static route handler (API targets) or a prerendered page (pages).
type BenchContext = { productId: number };
type Floor = 'route' | 'page';
export type BenchTarget = { name: string; path: (ctx: BenchContext) => string; floor: Floor; isFloor?: boolean };

export const TARGETS: BenchTarget[] = [
  { name: 'GET /robots.txt (route-handler floor)', path: () => '/robots.txt', floor: 'route', isFloor: true },
  { name: 'GET /about (prerendered-page floor)', path: () => '/about', floor: 'page', isFloor: true },
  { name: 'GET /api/products?status=active&per_page=12', path: () => '/api/products?status=active&per_page=12', floor: 'route' },
  { name: 'GET /api/products/{id}', path: (c) => `/api/products/${c.productId}`, floor: 'route' },
  { name: 'GET /shop', path: () => '/shop', floor: 'page' },
  { name: 'GET /shop?category=crafts&page=1', path: () => '/shop?category=crafts&page=1', floor: 'page' },
  { name: 'GET /shop/product/{id}', path: (c) => `/shop/product/${c.productId}`, floor: 'page' },
  // The Hindi pages (issue 27) are prerendered like the English ones: the same share of the same floor.
  { name: 'GET /hi/shop', path: () => '/hi/shop', floor: 'page' },
  { name: 'GET /hi/shop/product/{id}', path: (c) => `/hi/shop/product/${c.productId}`, floor: 'page' },
];
