// The "sale" row: shoppers browsing the shop (/shop, a category page, six product pages, 32 connections),
// once alone and once while cash-on-delivery orders arrive at a steady rate, on the same server a few
// seconds apart. Every order takes stock of a browsed product, so it expires that product's page: what this
// row measures is how much a sale costs the people browsing, and how long a buyer waits meanwhile.
import autocannon from 'autocannon';
import { shopperOrder } from '../support/checkout';

type BrowseRun = { rps: number; p50: number; p99: number; errors: number };
export type SaleResult = {
  paths: string[];
  connections: number;
  ordersPerSecond: number;
  quiet: BrowseRun;
  busy: BrowseRun;
  /** busy req/s over quiet req/s (target ≥ 0.8), busy p99 over quiet p99 (target ≤ 2). */
  throughputShare: number;
  p99Ratio: number;
  orders: { placed: number; failed: number; p50Ms: number; maxMs: number };
};

const SHOPPER = { email: 'user@example.com', password: 'User@12345' };
const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
/** Enough stock that no order of the run sells a product out (a sale of well-stocked products). */
const SALE_STOCK = 100_000;

async function login(base: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`login as ${who.email} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function browse(base: string, paths: string[], connections: number, seconds: number): Promise<BrowseRun> {
  const result = await autocannon({ url: base, connections, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/** Orders at a fixed arrival rate (not one after another: a slow answer does not slow the arrivals). */
async function ordersDuring<T>(base: string, token: string, productIds: number[], perSecond: number, run: () => Promise<T>) {
  const latencies: number[] = [];
  let failed = 0;
  let n = 0;
  const inFlight: Promise<void>[] = [];
  const placeOne = async (productId: number) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(shopperOrder([{ product_id: productId, quantity: 1 }])),
    }).catch(() => null);
    if (res?.status === 201) latencies.push(performance.now() - started);
    else failed++;
    await res?.arrayBuffer().catch(() => undefined);
  };
  const timer = setInterval(() => inFlight.push(placeOne(productIds[n++ % productIds.length])), 1000 / perSecond);
  let result: T;
  try {
    result = await run();
  } finally {
    clearInterval(timer);
    await Promise.all(inFlight); // the last orders' answers count too
  }
  return { result, orders: { placed: latencies.length, failed, latencies } };
}

export async function saleRow(
  base: string,
  opts: { seconds: number; connections?: number; ordersPerSecond?: number },
): Promise<SaleResult> {
  const connections = opts.connections ?? 32;
  const ordersPerSecond = opts.ordersPerSecond ?? 4;
  const list = (await (await fetch(`${base}/api/products?status=active&per_page=6`)).json()) as {
    data: { data: { id: number; category: string }[] };
  };
  const products = list.data.data;
  if (products.length < 6) throw new Error('the sale row needs six active products');
  const admin = await login(base, ADMIN);
  for (const p of products) {
    const res = await fetch(`${base}/api/products/${p.id}/stock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ stock_quantity: SALE_STOCK }),
    });
    if (!res.ok) throw new Error(`setting stock of product ${p.id} answered ${res.status}`);
  }
  const shopper = await login(base, SHOPPER);
  const paths = ['/shop', `/shop?category=${products[0].category}&page=1`, ...products.map((p) => `/shop/product/${p.id}`)];
  await browse(base, paths, 8, 2); // warm-up: every page rendered once and cached
  const quiet = await browse(base, paths, connections, opts.seconds);
  const busy = await ordersDuring(
    base,
    shopper,
    products.map((p) => p.id),
    ordersPerSecond,
    () => browse(base, paths, connections, opts.seconds),
  );
  const { latencies } = busy.orders;
  return {
    paths,
    connections,
    ordersPerSecond,
    quiet,
    busy: busy.result,
    throughputShare: Math.round((busy.result.rps / Math.max(quiet.rps, 1)) * 100) / 100,
    p99Ratio: Math.round((busy.result.p99 / Math.max(quiet.p99, 1)) * 100) / 100,
    orders: {
      placed: busy.orders.placed,
      failed: busy.orders.failed,
      p50Ms: Math.round(median(latencies)),
      maxMs: Math.round(Math.max(0, ...latencies)),
    },
  };
}
