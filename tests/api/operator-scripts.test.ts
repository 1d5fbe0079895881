// The operator's scripts in package.json, run the way an operator runs them: `npm run -s <script>` in a child
// process with only DATABASE_URL (or PGLITE_DATA_DIR) set, on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set and always on a fresh embedded PGlite directory. Each spawn starts tsx (several
// seconds): the scripts run one after the other, each test on what the previous one left.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db';
import * as schema from '@/db/schema';
import { donations, mailOutbox, orders, products, users } from '@/db/schema';
import { seedProducts } from '@/db/seed-data/products';
import { seedUsers } from '@/db/seed-data/users';
import { enqueueMail } from '@/lib/server/mail';
import { startTestSmtp } from '@/tests/support/smtp';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'db', 'migrations');
/** One script run; tsx compiles the import graph on every start, which takes long on a busy 2-core machine. */
const SCRIPT_TIMEOUT_MS = 150_000;
const ONE_RUN = SCRIPT_TIMEOUT_MS + 30_000;

type Run = { code: number | string; stdout: string; stderr: string };

/** The variables a test run sets (api-setup.ts, vitest) that an operator's shell does not have. */
const NOT_AN_OPERATORS = ['DATABASE_URL', 'PGLITE_DATA_DIR', 'DB_AUTO_MIGRATE', 'SEED_DEMO', 'SMTP_URL', 'TEST_DATABASE_URL', 'NODE_ENV'];

function operatorEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (NOT_AN_OPERATORS.includes(name) || name.startsWith('VITEST')) delete env[name];
  return { ...env, ...vars };
}

/** `npm run -s <script>`; never throws, so a failure shows its exit code and stderr in the assertion. */
function npmRun(script: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '-s', script], { cwd: ROOT, env, timeout: SCRIPT_TIMEOUT_MS, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const code = error ? ((error as { code?: number | string }).code ?? error.signal ?? 'failed') : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** A child's output in an assertion message: its stack lines defused, since vitest would parse them as the test's own. */
const quoted = (output: string) => output.slice(-4000).replace(/^(\s*)at /gm, '$1| at ');

function expectSuccess(run: Run) {
  expect(run.code, `exit code; stderr:\n${quoted(run.stderr)}\nstdout:\n${quoted(run.stdout)}`).toBe(0);
}

/** The JSON that follows `prefix` on the one stdout line that starts with it. */
function jsonAfter(stdout: string, prefix: string): any {
  const lines = stdout.split('\n').filter((l) => l.startsWith(prefix));
  expect(lines, stdout).toHaveLength(1);
  return JSON.parse(lines[0].slice(prefix.length));
}

type Target = {
  label: string;
  kind: 'postgres' | 'pglite';
  env: () => Record<string, string>;
  /** A handle of the test's own; closed before the next script runs (PGlite has no lock between processes). */
  open: () => Promise<{ db: Db; close: () => Promise<void> }>;
};

async function withDb<T>(target: Target, work: (db: Db) => Promise<T>): Promise<T> {
  const { db, close } = await target.open();
  try {
    return await work(db);
  } finally {
    await close();
  }
}

/** `select count(*) as n ...` on either driver (postgres-js answers rows, PGlite `{ rows }`). */
async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result: any = await db.execute(query);
  return Number((result.rows ?? result)[0].n);
}

function operatorScripts(target: Target) {
  it(
    `npm run db:migrate applies every migration to a fresh ${target.label} database`,
    async () => {
      const run = await npmRun('db:migrate', operatorEnv(target.env()));
      expectSuccess(run);
      expect(run.stdout).toContain(`[db] migrations applied (${target.kind})`);

      const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      await withDb(target, async (db) => {
        expect(await count(db, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
        for (const table of ['users', 'products', 'orders', 'donations', 'mail_outbox', 'app_meta']) {
          expect(await count(db, sql`select count(*) as n from information_schema.tables where table_name = ${table}`), table).toBe(1);
        }
        // Migrating seeds nothing: demo content is db:seed's job.
        expect(await count(db, sql`select count(*) as n from users`)).toBe(0);
      });
    },
    ONE_RUN,
  );

  it(
    `npm run db:seed seeds the demo content into the ${target.label} database, prints the demo accounts, and changes nothing when run again`,
    async () => {
      const env = operatorEnv(target.env());
      const first = await npmRun('db:seed', env);
      expectSuccess(first);
      const report = jsonAfter(first.stdout, `[db] seeded ${target.kind}: `);
      expect(report).toMatchObject({ users: seedUsers.length, products: seedProducts.length });
      expect(report.coupons).toBeGreaterThan(0);
      expect(first.stdout).toContain('Demo accounts:');
      for (const u of seedUsers) {
        const line = first.stdout.split('\n').find((l) => l.includes(u.email));
        expect(line?.trim().split(/\s+/), u.email).toEqual([u.role, u.email, u.password]);
      }

      const second = await npmRun('db:seed', env);
      expectSuccess(second);
      expect(jsonAfter(second.stdout, `[db] seeded ${target.kind}: `)).toEqual({ users: 0, products: 0, coupons: 0, slides: 0 });
      for (const u of seedUsers) expect(second.stdout).toContain(u.email);

      await withDb(target, async (db) => {
        const seeded = await db.select({ email: users.email, role: users.role }).from(users);
        expect(seeded.map((u) => `${u.role} ${u.email}`).sort()).toEqual(seedUsers.map((u) => `${u.role} ${u.email}`).sort());
        const skus = await db.select({ sku: products.sku }).from(products);
        expect(skus.map((p) => p.sku).sort()).toEqual(seedProducts.map((p) => p.sku).sort());
      });
    },
    2 * ONE_RUN,
  );

  it(
    `npm run reconcile expires an unpaid order past its payment window on the ${target.label} database`,
    async () => {
      const orderId = await withDb(target, async (db) => {
        const [order] = await db
          .insert(orders)
          .values({
            orderNumber: `ORD-SCRIPT-${target.kind}`,
            paymentMethod: 'easebuzz',
            shippingName: 'Operator Test',
            shippingEmail: 'operator-test@example.net',
            shippingPhone: '9876500009',
            shippingAddress: '1, Mall Road',
            shippingCity: 'Kanpur',
            shippingState: 'Uttar Pradesh',
            shippingPostalCode: '208001',
            subtotalPaise: 50_000,
            shippingPaise: 0,
            taxPaise: 0,
            totalPaise: 50_000,
            expiresAt: new Date(Date.now() - 60 * 60_000),
          })
          .returning({ id: orders.id });
        return order.id;
      });

      const run = await npmRun('reconcile', operatorEnv(target.env()));
      expectSuccess(run);
      const results = jsonAfter(run.stdout, '[reconcile] ');
      expect(Object.keys(results).sort()).toEqual(['alerts', 'donations', 'mail', 'orders']);
      for (const [task, report] of Object.entries(results)) expect(report, task).not.toHaveProperty('error');
      expect(results.orders.expired).toBe(1);
      expect(results.mail.skipped).toBe('no SMTP_URL');

      await withDb(target, async (db) => {
        const [order] = await db
          .select({ status: orders.status, paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(order).toEqual({ status: 'cancelled', paymentStatus: 'failed' });
      });
    },
    ONE_RUN,
  );

  it(
    `npm run purge clears an unpaid donation attempt's PAN, phone and address after 30 days on the ${target.label} database`,
    async () => {
      const giftId = await withDb(target, async (db) => {
        const [gift] = await db
          .insert(donations)
          .values({
            name: 'Operator Purge',
            email: `operator-purge-${target.kind}@example.net`,
            phone: '9876500010',
            address: '2, Mall Road, Kanpur',
            pan: 'ABCPE1234F',
            amountPaise: 50_000,
            cause: 'General welfare',
            causeCode: 'general-welfare',
            createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000),
          })
          .returning({ id: donations.id });
        return gift.id;
      });

      const run = await npmRun('purge', operatorEnv(target.env()));
      expectSuccess(run);
      expect(jsonAfter(run.stdout, '[purge] ')).toEqual({ donation_attempts: 1, mail_attachments: 0 });

      await withDb(target, async (db) => {
        const [gift] = await db
          .select({ pan: donations.pan, phone: donations.phone, address: donations.address, name: donations.name })
          .from(donations)
          .where(eq(donations.id, giftId));
        expect(gift).toEqual({ pan: null, phone: '', address: '', name: 'Operator Purge' });
      });
    },
    ONE_RUN,
  );

  it(
    `npm run mail:send delivers the due mail in the ${target.label} database's outbox over SMTP_URL and marks it sent`,
    async () => {
      const to = `operator-${target.kind}@example.net`;
      const id = await withDb(target, (db) =>
        enqueueMail(db, { to, subject: 'Queued by the operator test', text: 'Hello from the outbox.' }),
      );
      const smtp = await startTestSmtp();
      try {
        const run = await npmRun('mail:send', operatorEnv({ ...target.env(), SMTP_URL: smtp.url }));
        expectSuccess(run);
        expect(jsonAfter(run.stdout, '[mail] ')).toEqual({ sent: 1, failed: 0, skipped: false });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0].to).toEqual([to]);
        expect(smtp.received[0].raw).toContain('Subject: Queued by the operator test');
      } finally {
        await smtp.close();
      }
      await withDb(target, async (db) => {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(row.status).toBe('sent');
        expect(row.sentAt).not.toBeNull();
      });
    },
    ONE_RUN,
  );
}

describe.skipIf(!testServerUrl())('operator scripts on PostgreSQL', () => {
  let url = '';
  beforeAll(async () => {
    url = await createTestDatabase(testServerUrl()!, 'scripts');
  });
  afterAll(async () => {
    if (url) await dropTestDatabase(testServerUrl()!, url);
  });
  operatorScripts({
    label: 'PostgreSQL',
    kind: 'postgres',
    env: () => ({ DATABASE_URL: url }),
    open: async () => {
      const { default: postgres } = await import('postgres');
      const { drizzle } = await import('drizzle-orm/postgres-js');
      const client = postgres(url, { max: 1, onnotice: () => {} });
      return { db: drizzle({ client, schema }) as unknown as Db, close: () => client.end({ timeout: 5 }) };
    },
  });
});

describe('operator scripts on embedded PGlite', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'operator-scripts-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  operatorScripts({
    label: 'embedded PGlite',
    kind: 'pglite',
    env: () => ({ PGLITE_DATA_DIR: path.join(dir, 'pglite') }),
    open: async () => {
      const { openPgliteClient } = await import('@/db/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const client = await openPgliteClient(path.join(dir, 'pglite'));
      return { db: drizzle({ client, schema }) as unknown as Db, close: () => client.close() };
    },
  });
});

/** Every file under db/migrations with its content. */
async function migrationFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(MIGRATIONS, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(MIGRATIONS, file), await readFile(file, 'utf8'));
  }
  return files;
}

describe('npm run db:generate', () => {
  it(
    'reports no drift: db/schema and db/migrations agree, so it writes no new migration',
    async () => {
      const before = await migrationFiles();
      try {
        const run = await npmRun('db:generate', operatorEnv({}));
        expectSuccess(run);
        expect(run.stdout).toContain('No schema changes, nothing to migrate');
        expect(Object.fromEntries(await migrationFiles())).toEqual(Object.fromEntries(before));
      } finally {
        // A drift wrote a migration into the tree: take it back out (the failure above says what changed).
        const after = await migrationFiles();
        for (const [file, content] of after) {
          if (!before.has(file)) await rm(path.join(MIGRATIONS, file));
          else if (before.get(file) !== content) await writeFile(path.join(MIGRATIONS, file), before.get(file)!);
        }
      }
    },
    ONE_RUN,
  );
});
