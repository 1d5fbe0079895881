// Random and boundary input against every /api route and method, as five identities. Any 5xx, or an
// answer slower than 5 s, fails. Seeded (FUZZ_SEED to vary), so a failure can be replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { closeDb, getDb, migratePostgres } from '@/db';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';
import { users } from '@/db/schema';
import { resetEnvCache } from '@/lib/server/platform';
import { api, call } from '@/tests/support/api';
import { API_METHODS, apiRouteTemplates, fillTemplate, type ApiMethod } from '@/tests/support/api-routes';
import { startSandboxBridge } from '@/tests/support/sandbox-bridge';
import { createUser, type TestUser } from '@/tests/support/users';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RANDOM_REQUESTS = 3300;
const SLOW_MS = 5000;

const BOUNDARY_SEGMENTS = [
  '0',
  '1',
  '2',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '%E2%82%B9',
  '%20',
  'null',
  'ORD-0000-AAAAAA',
  'T1XABCDEF',
  'x'.repeat(300),
];
const FIELDS = [
  'id',
  'ids',
  'order_id',
  'product_id',
  'payment_id',
  'quantity',
  'amount',
  'email',
  'password',
  'password_confirmation',
  'token',
  'locale',
  'otp',
  'name',
  'phone',
  'code',
  'coupon_code',
  'status',
  'items',
  'cart_items',
  'hash',
  'txnid',
  'key',
  'access_token',
  'razorpay_payment_id',
  'razorpay_order_id',
  'razorpay_signature',
  'razorpay_subscription_id',
  'frequency',
  'pan',
  'shipping_email',
  'shipping_name',
  'payment_method',
  'return_url',
  'reason',
  'type',
  'value',
  'order',
  'page',
  'per_page',
  'search',
  'category',
  'date_filter',
  'is_active',
  'role',
  'message',
  'subject',
  'title',
  'image',
];

const scalar = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1,
    2_147_483_647,
    2_147_483_648,
    1e308,
    -1e308,
    0.1,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'ü'.repeat(64),
    '😀',
    '1',
    '-5',
    'NaN',
    'Infinity',
    '2147483648',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 4 }),
  ),
})).v;
const body = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], 0, 'text', true) },
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
);
const rawBody = fc.oneof(fc.constant('{"a":'), fc.constant('order_id=1&hash=%00'), fc.string({ maxLength: 60 }));
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_SEGMENTS) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 3_000_000_000 }).map(String) },
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'per_page',
    'search',
    'status',
    'category',
    'sort',
    'order',
    'date_filter',
    'start_date',
    'email',
    'id',
    'exp',
    'sig',
    'format',
    'type',
    'year',
    'items',
  ),
  fc.oneof(
    fc.constantFrom('%00', '%FF', '-1', '0', '99999999999', 'all', '', '2026-13-45', 'abc'),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  ),
  { maxKeys: 3 },
);

type Identity = 'guest' | 'user' | 'other' | 'manager' | 'admin';
const IDENTITIES: Identity[] = ['guest', 'user', 'other', 'manager', 'admin'];
let people: Record<Exclude<Identity, 'guest'>, TestUser>;
let bridge: Awaited<ReturnType<typeof startSandboxBridge>>;

// Its own database (on PostgreSQL): the fuzzer's admin deletes and edits whatever ids it guesses, which must
// not touch the records of test files running beside it. On PGlite every file has its own already.
const server = testServerUrl();
let ownDatabase: string | null = null;

beforeAll(async () => {
  if (server) {
    ownDatabase = await createTestDatabase(server, 'fuzz');
    await migratePostgres(ownDatabase);
    process.env.DATABASE_URL = ownDatabase;
  }
  bridge = await startSandboxBridge();
  process.env.EASEBUZZ_PAY_URL = bridge.base;
  process.env.EASEBUZZ_DASHBOARD_URL = bridge.base;
  process.env.CRON_SECRET = 'cron-secret-for-fuzz-0123456789abcdef';
  delete process.env.PAYMENT_SANDBOX;
  resetEnvCache();
  people = {
    user: await createUser('user'),
    other: await createUser('user'),
    manager: await createUser('manager'),
    admin: await createUser('admin'),
  };
});
afterAll(async () => {
  await bridge.close();
  if (server && ownDatabase) {
    await closeDb();
    await dropTestDatabase(server, ownDatabase);
  }
});

/** The fuzzer's own writes may demote, disable or sign out its identities: they are put back now and then. */
async function restoreIdentities() {
  const db = await getDb();
  for (const [name, person] of Object.entries(people)) {
    await db.update(users).set({ role: person.role, status: 'active' }).where(eq(users.id, person.id));
    const login = await api.post('/api/login', {
      body: { email: person.email, password: person.password },
      headers: { 'x-forwarded-for': `10.${IDENTITIES.indexOf(name as Identity)}.0.1` },
    });
    if (login.status === 200) person.token = login.body.token;
  }
}

type Probe = { method: ApiMethod; path: string; who: Identity; body?: unknown; raw?: string; form?: boolean };

async function send(p: Probe): Promise<{ status: number; ms: number }> {
  const token = p.who === 'guest' ? undefined : people[p.who].token;
  const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${IDENTITIES.indexOf(p.who) + 1}` };
  if (p.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const started = performance.now();
  const res = await call(p.method, p.path, {
    token,
    headers,
    ...(p.method === 'GET' ? {} : p.raw !== undefined ? { rawBody: p.raw } : p.body !== undefined ? { body: p.body } : {}),
  });
  return { status: res.status, ms: performance.now() - started };
}

describe('fuzzing every /api route', () => {
  const templates = apiRouteTemplates();

  it(`answers no 5xx and nothing slower than ${SLOW_MS / 1000} s to boundary and random input from five identities`, async () => {
    const probes: Probe[] = [];
    // Every route, method and identity at least once, with boundary segments and a random body.
    const fixed = fc.sample(fc.tuple(segment, body, query), {
      numRuns: templates.length * API_METHODS.length * IDENTITIES.length,
      seed: SEED,
    });
    let i = 0;
    for (const template of templates)
      for (const method of API_METHODS)
        for (const who of IDENTITIES) {
          const [seg, b, q] = fixed[i++];
          const qs = new URLSearchParams(q).toString();
          probes.push({ method, who, path: fillTemplate(template, () => seg) + (qs ? `?${qs}` : ''), body: b });
        }
    // Then random combinations, a few with raw or form bodies.
    const random = fc.sample(
      fc.record({
        template: fc.constantFrom(...templates),
        method: fc.constantFrom(...API_METHODS),
        who: fc.constantFrom(...IDENTITIES),
        segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
        body,
        raw: fc.option(rawBody, { freq: 8 }),
        form: fc.boolean(),
        query,
      }),
      { numRuns: RANDOM_REQUESTS, seed: SEED + 1 },
    );
    for (const r of random) {
      let n = 0;
      const qs = Object.entries(r.query)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const path = fillTemplate(r.template, () => r.segments[n++ % 3]) + (qs ? `?${qs}` : '');
      probes.push({ method: r.method, who: r.who, path, body: r.body, raw: r.raw ?? undefined, form: r.raw != null && r.form });
    }

    const failures: string[] = [];
    let slowest = 0;
    let served = 0;
    for (const [index, probe] of probes.entries()) {
      if (index % 150 === 0) await restoreIdentities();
      const { status, ms } = await send(probe);
      served++;
      slowest = Math.max(slowest, ms);
      if (status >= 500 || ms > SLOW_MS)
        failures.push(
          `${probe.method} ${probe.path.slice(0, 120)} as ${probe.who} -> ${status} in ${Math.round(ms)} ms body=${JSON.stringify(probe.body ?? probe.raw)?.slice(0, 200)}`,
        );
    }
    console.log(
      `[fuzz] ${served} requests over ${templates.length} routes, ${failures.length} failures, slowest ${Math.round(slowest)} ms (seed ${SEED})`,
    );
    expect(served).toBeGreaterThanOrEqual(5000);
    expect(failures.slice(0, 25)).toEqual([]);
  }, 900_000);
});
