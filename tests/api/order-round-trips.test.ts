// How often placing an order waits on the database: counted on the wire (tests/support/round-trips.ts), so
// the count holds whatever the code in between does. Each wait is also a turn of a busy event loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { closeDb, migratePostgres } from '@/db';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { countRoundTrips, type RoundTripCounter } from '@/tests/support/round-trips';
import { createProduct } from '@/tests/support/shop';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';
import { createUser } from '@/tests/support/users';

const server = testServerUrl();
let databaseUrl = '';
let counter: RoundTripCounter;

beforeAll(async () => {
  if (!server) return;
  await closeDb();
  databaseUrl = await createTestDatabase(server, 'round_trips');
  await migratePostgres(databaseUrl);
  counter = await countRoundTrips(databaseUrl);
  process.env.DATABASE_URL = counter.url;
  // One connection: every statement is prepared on it after the first order, as on a warm server's pool.
  process.env.DB_POOL_MAX = '1';
  resetEnvCache();
});
afterAll(async () => {
  if (!server) return;
  await closeDb();
  delete process.env.DB_POOL_MAX;
  await counter.close();
  await dropTestDatabase(server, databaseUrl);
});

describe.skipIf(!server)('placing an order waits on the database a handful of times (PostgreSQL)', () => {
  it('POST /api/orders places a cash-on-delivery order in at most 8 round trips', async () => {
    const user = await createUser();
    const product = await createProduct({ stock: 100 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod', shipping_email: user.email });
    // The first order warms the pool and the prepared statements; the second is what every order costs.
    expect((await api.post('/api/orders', { token: user.token, body, headers: { 'idempotency-key': randomUUID() } })).status).toBe(201);
    counter.reset();
    const placed = await api.post('/api/orders', { token: user.token, body, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.status).toBe(201);
    console.log(`[round trips] POST /api/orders, cash on delivery: ${counter.turns()}`);
    expect(counter.turns()).toBeLessThanOrEqual(8);
  });

  it("POST /api/orders places a guest's order in at most 8 round trips (its limits take one batch)", async () => {
    const product = await createProduct({ stock: 100 });
    const body = orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' });
    const headers = () => ({ 'idempotency-key': randomUUID(), 'x-forwarded-for': '198.51.100.77' });
    expect((await api.post('/api/orders', { body, headers: headers() })).status).toBe(201);
    counter.reset();
    const placed = await api.post('/api/orders', { body, headers: headers() });
    expect(placed.status).toBe(201);
    console.log(`[round trips] POST /api/orders, a guest's cash on delivery: ${counter.turns()}`);
    expect(counter.turns()).toBeLessThanOrEqual(8);
  });
});
