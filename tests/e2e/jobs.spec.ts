import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AppInstances } from '../support/app-instances';
import { shopperOrder } from '../support/checkout';
import { ADMIN, USER } from './backoffice-support';

// Jobs expire what they change (lib/server/cache/expiry.ts), on a production server whose pages are cached:
// `npm run reconcile` (with CRON_SECRET it asks the app to run the job in POST /api/cron/reconcile, where the
// cache is), and the payment sandbox's delayed webhook (sent over HTTP to our webhook, as Razorpay sends it).
// One server, no Redis: the case where nothing but the app itself holds the cache. Needs TEST_DATABASE_URL.

const CRON_SECRET = randomBytes(24).toString('base64url');
const instances = new AppInstances('jobs', 'JOBS_LOG');
let base = '';
let sql: postgres.Sql;
let razorpay: Server;
let razorpayUrl = '';
/** What the stand-in Razorpay says was captured, per order id (paise): the script asks it, not the server. */
const captured = new Map<string, number>();

/**
 * Razorpay as the server reaches it (RAZORPAY_API_URL): what reconciliation asks, GET /v1/orders/{id}/payments,
 * answers a payment captured while the browser was closed; every other call goes on to the payment sandbox.
 */
function standInRazorpay(): Server {
  return createHttpServer(async (req, res) => {
    const orderId = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '')?.[1];
    const amount = orderId ? captured.get(orderId) : undefined;
    if (amount === undefined) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const sandbox = await fetch(`${base}/sandbox/razorpay${req.url}`, {
        method: req.method,
        headers: { authorization: req.headers.authorization ?? '', 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(sandbox.status, { 'Content-Type': 'application/json' });
      res.end(Buffer.from(await sandbox.arrayBuffer()));
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    const payment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      invoice_id: null,
      method: 'upi',
      captured: true,
      description: 'Paid while the browser was closed',
      email: null,
      contact: null,
      notes: {},
      error_code: null,
      error_description: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    res.end(JSON.stringify({ entity: 'collection', count: 1, items: [payment] }));
  });
}

test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sql = postgres(await instances.createDatabase(), { max: 1, onnotice: () => {} });
  razorpay = standInRazorpay();
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  razorpayUrl = `http://127.0.0.1:${(razorpay.address() as { port: number }).port}`;
  base = await instances.freeUrl();
  const env = serverEnv();
  delete env.REDIS_URL;
  await instances.startServer(base, env, 'server');
});

test.afterAll(async () => {
  await sql?.end();
  razorpay?.close();
  await instances.stop();
});

function serverEnv(): NodeJS.ProcessEnv {
  return instances.env({ APP_URL: base, CRON_SECRET, PAYMENT_SANDBOX: '1', RAZORPAY_API_URL: razorpayUrl });
}

async function token(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post(`${base}/api/login`, { data: who });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

const ip = () => ({ 'x-forwarded-for': `198.18.9.${Math.floor(Math.random() * 250)}` });

/** The live count, and whether the cached page says sold out (pages show availability, not counts). */
async function stockOnPageAndApi(request: APIRequestContext, id: number): Promise<{ live: number; page: string }> {
  const live = (await (await request.get(`${base}/api/products/${id}/stock`)).json()).data.stock as number;
  const html = await (await request.get(`${base}/shop/product/${id}`, { headers: { Accept: 'text/html' } })).text();
  return { live, page: html.includes('schema.org/OutOfStock') ? 'sold out' : 'for sale' };
}

async function donorWall(request: APIRequestContext): Promise<string> {
  const page = await (await request.get(`${base}/donations`, { headers: { Accept: 'text/html' } })).text();
  const api = JSON.stringify((await (await request.get(`${base}/api/donations/donors?per_page=100`)).json()).data);
  return `${page}\n${api}`;
}

async function donationOrder(request: APIRequestContext, name: string) {
  const res = await request.post(`${base}/api/donations/create-order`, {
    headers: ip(),
    data: {
      name,
      phone: '9876543210',
      email: `${name.replace(' ', '-').toLowerCase()}@example.test`,
      amount: 700,
      cause: 'general-welfare',
      address: '14 Mall Road, Kanpur 208001',
      frequency: 'one-time',
      want80G: false,
      wallDisplay: 'name',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { order_id: string; amount: number; donation_id: number };
}

test('npm run reconcile: the expired order gives its stock back and the settled donation joins the donor wall, on the next request', async ({
  request,
}) => {
  const admin = await token(request, ADMIN);
  const user = await token(request, USER);
  const created = await request.post(`${base}/api/products`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: `Job ${randomBytes(3).toString('hex')}`, price: 300, category: 'other', stock_quantity: 2, description: 'Jobs test.' },
  });
  expect(created.status()).toBe(201);
  const productId = (await created.json()).data.id as number;

  const placed = await request.post(`${base}/api/orders`, {
    headers: { Authorization: `Bearer ${user}`, ...ip() },
    data: shopperOrder([{ product_id: productId, quantity: 2 }], 'easebuzz'),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const placedBody = await placed.json();
  const orderId = (placedBody.data?.order?.id ?? placedBody.data?.id) as number;
  const name = `Nightly ${randomBytes(3).toString('hex')}`;
  const donation = await donationOrder(request, name);

  // Both pages and answers are cached: asked twice, the second from the cache.
  for (let i = 0; i < 2; i++) {
    expect(await stockOnPageAndApi(request, productId)).toEqual({ live: 0, page: 'sold out' });
    expect(await donorWall(request)).not.toContain(name);
  }

  // The order's payment window has passed; the donor paid 20 minutes ago and closed the browser.
  await sql`update orders set expires_at = now() - interval '1 minute' where id = ${orderId}`;
  // Live money: a test (sandbox) gift is never listed on the wall (lib/server/donations/counted.ts).
  await sql`update donations set created_at = now() - interval '20 minutes', mode = 'live' where id = ${donation.donation_id}`;
  captured.set(donation.order_id, donation.amount);

  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'reconcile'], { env: serverEnv() });
  const report = JSON.parse(/\[reconcile\] (.*)/.exec(stdout)![1]);
  expect(report.orders.expired).toBeGreaterThanOrEqual(1);
  expect(report.donations.paid).toBe(1);

  expect(await stockOnPageAndApi(request, productId)).toEqual({ live: 2, page: 'for sale' });
  expect(await donorWall(request)).toContain(name);
});

test("a donation settled by the sandbox's delayed webhook joins the donor wall on the next request", async ({ request }) => {
  const name = `Webhook ${randomBytes(3).toString('hex')}`;
  const donation = await donationOrder(request, name);
  // Live money: a test (sandbox) gift is never listed on the wall (lib/server/donations/counted.ts).
  await sql`update donations set mode = 'live' where id = ${donation.donation_id}`;
  for (let i = 0; i < 2; i++) expect(await donorWall(request)).not.toContain(name);

  // The donor pays and closes the tab: only the gateway's webhook, sent after the answer, settles the gift.
  const paid = await request.post(`${base}/sandbox/razorpay/checkout/pay`, { data: { order_id: donation.order_id } });
  expect(paid.status()).toBe(200);
  // Waits for the delivery to finish (the sandbox records our webhook's answer), not for the page to change.
  const delivered = async () => {
    const { items } = await (await request.get(`${base}/sandbox/razorpay/test/events`)).json();
    return items.some(
      (e: { type: string; deliveredStatus: number | null; payload: { payment?: { entity: { order_id: string } } } }) =>
        e.type === 'payment.captured' && e.payload.payment?.entity.order_id === donation.order_id && e.deliveredStatus === 200,
    );
  };
  for (let waited = 0; !(await delivered()); waited += 100) {
    expect(waited, 'the delayed webhook was not delivered').toBeLessThan(15_000);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(await donorWall(request)).toContain(name);
});
