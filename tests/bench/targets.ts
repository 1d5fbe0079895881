// What the benchmark drives. Later issues append their endpoints here.
export type BenchContext = { productId: number };
export type BenchTarget = { name: string; path: (ctx: BenchContext) => string };

export const TARGETS: BenchTarget[] = [
  { name: 'GET /api/products?status=active&per_page=12', path: () => '/api/products?status=active&per_page=12' },
  { name: 'GET /api/products/{id}', path: (c) => `/api/products/${c.productId}` },
  { name: 'GET /shop', path: () => '/shop' },
  { name: 'GET /shop/product/{id}', path: (c) => `/shop/product/${c.productId}` },
];
