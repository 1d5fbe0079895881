import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import postgres from 'postgres';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { STOCK_COUNT_LAG_SECONDS } from '@/lib/config/shared-cache';
import { AppInstances } from '../support/app-instances';
import { orderPayload } from '../support/checkout';
import { canWriteAsServer, manifest, readOnlyCopy, removeCopy, startServer, writableTmp, type Hosting } from './deployment-support';

// Serverless and container hosting (README "Deploying"): the one production build, copied into a folder
// no one may write to and run by an unprivileged user, two instances on one PostgreSQL and one Redis.
// Once as `npm start` (front/server.mjs) from the app folder (Vercel-like, several instances behind a load balancer), once as
// the standalone server (a container). Needs TEST_DATABASE_URL and redis-server, like instances.spec.ts.

const PICTURE = readFileSync('public/images/products/bamboo-basket.webp');

test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial', timeout: 240_000 });

for (const hosting of ['npm-start', 'standalone'] as Hosting[]) {
  test.describe(hosting, () => {
    const instances = new AppInstances('deploy', 'DEPLOYMENT_LOG');
    const urls = instances.urls;
    const logs: string[] = [];
    const cronSecret = randomBytes(24).toString('base64url');
    let copy = { dir: '', appDir: '' };
    let tmp = '';
    let sql: postgres.Sql | undefined;
    let before: string[] = [];

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      sql = postgres(await instances.createDatabase(), { max: 1, onnotice: () => {} });
      await instances.startRedis();
      copy = readOnlyCopy(hosting);
      before = manifest(copy.dir);
      tmp = writableTmp();
      // Only what a host gives the server: not this run's environment.
      const env = instances.env(
        { NEXT_TELEMETRY_DISABLED: '1', TMPDIR: tmp, CRON_SECRET: cronSecret, PAYMENT_SANDBOX: '1' },
        { PATH: process.env.PATH },
      );
      for (const name of ['a', 'b']) {
        const url = await instances.freeUrl();
        await instances.startServer(url, { ...env, APP_URL: url }, `${hosting} ${name}`, (port, serverEnv, log) =>
          startServer(hosting, copy.appDir, port, serverEnv, (line) => {
            logs.push(line);
            log(line);
          }),
        );
      }
    });

    test.afterAll(async () => {
      await sql?.end();
      await instances.stop();
      if (copy.dir) removeCopy(copy.dir);
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    test('register, order, upload a picture and donate on one instance: the other sees all of it', async ({ request }) => {
      const [a, b] = urls;
      const tag = randomBytes(3).toString('hex');
      const account = { email: `deploy-${tag}@example.test`, password: 'Str0ng#pass' };
      const registered = await request.post(`${a}/api/register`, {
        data: {
          name: `Deploy ${tag}`,
          phone: '9876543210',
          address: '12 Civil Lines, Kanpur',
          ...account,
          password_confirmation: account.password,
        },
      });
      expect(registered.status()).toBe(201);
      const login = await request.post(`${b}/api/login`, { data: account });
      expect(login.status()).toBe(200);
      const token = (await login.json()).token as string;

      const product = (await (await request.get(`${b}/api/products`)).json()).data.data[0] as { id: number; stock_quantity: number };
      // The other instance has the product, the donor wall and its page cached (in Redis) before the writes.
      await request.get(`${b}/api/products/${product.id}`);
      await request.get(`${b}/api/donations/donors`);
      await request.get(`${b}/donations`);
      const ordered = await request.post(`${a}/api/orders`, {
        headers: { Authorization: `Bearer ${token}` },
        data: orderPayload([{ product_id: product.id, quantity: 1 }]),
      });
      expect(ordered.status()).toBe(201);
      const orderNumber = (await ordered.json()).data.order_number as string;
      expect((await request.get(`${b}/api/orders/track/${orderNumber}`)).status()).toBe(200);
      // The live count at once; the catalogue answer's count within its lag (lib/config/shared-cache.ts).
      expect((await (await request.get(`${b}/api/products/${product.id}/stock`)).json()).data.stock).toBe(product.stock_quantity - 1);
      await expect
        .poll(async () => (await (await request.get(`${b}/api/products/${product.id}`)).json()).data.stock_quantity, {
          timeout: (STOCK_COUNT_LAG_SECONDS + 3) * 1000,
        })
        .toBe(product.stock_quantity - 1);

      const uploaded = await request.post(`${a}/api/upload-image`, {
        multipart: { image: { name: 'basket.webp', mimeType: 'image/webp', buffer: PICTURE } },
      });
      expect(uploaded.status()).toBe(201);
      const picture = new URL((await uploaded.json()).url as string).pathname;
      expect(Buffer.from(await (await request.get(`${b}${picture}`)).body())).toEqual(PICTURE);
      // next/image resizes it on the other instance (its cache goes to Redis, not to the read-only folder).
      const resized = await request.get(`${b}/_next/image?url=${encodeURIComponent(picture)}&w=640&q=75`, {
        headers: { Accept: 'image/webp' },
      });
      expect(resized.status()).toBe(200);
      expect(resized.headers()['content-type']).toBe('image/webp');
      expect(resized.headers()['x-nextjs-cache']).toBe('MISS');
      // The first instance finds that resized picture in the shared cache.
      const again = await request.get(`${a}/_next/image?url=${encodeURIComponent(picture)}&w=640&q=75`, {
        headers: { Accept: 'image/webp' },
      });
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
      expect(Buffer.from(await again.body())).toEqual(Buffer.from(await resized.body()));

      const donorName = `Deploy Donor ${tag}`;
      await donate(request, a, donorName, sql!);
      expect(JSON.stringify(await (await request.get(`${b}/api/donations/donors`)).json())).toContain(donorName);
      expect(await (await request.get(`${b}/donations`)).text()).toContain(donorName);
    });

    test('the reconcile cron, called as Vercel calls it (GET with Authorization: Bearer $CRON_SECRET)', async ({ request }) => {
      const cron = `${urls[1]}/api/cron/reconcile`;
      expect((await request.get(cron)).status()).toBe(401);
      expect((await request.get(cron, { headers: { Authorization: `Bearer ${cronSecret}x` } })).status()).toBe(401);
      expect((await request.get(cron, { headers: { Authorization: `Bearer ${cronSecret}` } })).status()).toBe(200);
    });

    test('nothing was written to the app folder, and no write was refused', async () => {
      // The server's user could not have written there: the copy is root's and read-only to everyone else.
      expect(canWriteAsServer(copy.appDir)).toBe(false);
      expect(canWriteAsServer(`${copy.appDir}/.next`)).toBe(false);
      expect(canWriteAsServer(tmp)).toBe(true);
      expect(manifest(copy.dir)).toEqual(before);
      expect(logs.join('').match(/.*\b(EACCES|EROFS|EPERM)\b.*/g) ?? []).toEqual([]);
    });
  });
}

/**
 * A one-time gift shown by full name: its order, payment and verification on one instance. The sandbox takes
 * the payment, but a test (sandbox) gift never reaches the wall (lib/server/donations/counted.ts): the donation
 * is made live money before it is paid, as in jobs.spec.ts, so settling it must expire the wall everywhere.
 */
async function donate(request: APIRequestContext, base: string, name: string, sql: postgres.Sql) {
  const created = await request.post(`${base}/api/donations/create-order`, {
    data: {
      name,
      phone: '9876543210',
      email: `donor-${randomBytes(3).toString('hex')}@example.test`,
      amount: 500,
      cause: 'general-welfare',
      causeCode: 'GSW',
      address: '14 Mall Road, Kanpur 208001',
      frequency: 'one-time',
      want80G: false,
      wallDisplay: 'name',
      showAmount: true,
    },
  });
  expect(created.status()).toBe(200);
  const { order_id: orderId, donation_id: donationId } = (await created.json()).data as { order_id: string; donation_id: number };
  expect((await sql`update donations set mode = 'live' where id = ${donationId} and mode = 'sandbox'`).count).toBe(1);
  // The sandbox keeps its orders in the memory of the instance that created them.
  const paid = await request.post(`${base}/sandbox/razorpay/checkout/pay`, { data: { order_id: orderId } });
  expect(paid.status()).toBe(200);
  expect((await request.post(`${base}/api/donations/verify-payment`, { data: await paid.json() })).status()).toBe(200);
}
