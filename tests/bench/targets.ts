// What the benchmark drives. Later issues append their endpoints here.
type BenchContext = { productId: number };
export type BenchTarget = { name: string; path: (ctx: BenchContext) => string };

export const TARGETS: BenchTarget[] = [
  // Reference: the framework's own floor on this machine (a prerendered response, no app code, no database).
  { name: 'GET /robots.txt (framework floor)', path: () => '/robots.txt' },
  { name: 'GET /api/products?status=active&per_page=12', path: () => '/api/products?status=active&per_page=12' },
  { name: 'GET /api/products/{id}', path: (c) => `/api/products/${c.productId}` },
  { name: 'GET /shop', path: () => '/shop' },
  { name: 'GET /shop/product/{id}', path: (c) => `/shop/product/${c.productId}` },
];
