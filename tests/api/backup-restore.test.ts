import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '@/tests/support/api';
import { orderPayload } from '@/tests/support/checkout';
import { createOrder } from '@/tests/support/donations';
import { createProduct } from '@/tests/support/shop';
import { createUser } from '@/tests/support/users';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';
import { openPgliteClient } from '@/db/pglite';

// npm run db:backup / db:restore (issue 38, item 6): the round trip on PostgreSQL (pg_dump's custom format)
// and on the embedded PGlite (its own dump): orders, gifts, users, files with their bytes, and the identity
// sequences, so a row inserted after the restore gets a new number.

const work = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
const created: string[] = [];
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  const server = testServerUrl();
  if (server) for (const url of created) await dropTestDatabase(server, url);
});

/** Runs an npm script's file as `npm run` would, with `env` over a clean environment; returns its exit code and output. */
function run(script: string, args: string[], env: Record<string, string | undefined>): { code: number; out: string } {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
  try {
    const out = execFileSync('npx', ['tsx', '--conditions=react-server', `scripts/${script}.ts`, ...args], {
      env: { ...base, ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

const FILE_BYTES = randomBytes(50_000);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const COUNTS = `select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
  (select count(*) from donations)::int as donations, (select count(*) from files)::int as files,
  (select max(id) from files)::int as max_file`;

describe.skipIf(!process.env.DATABASE_URL)('npm run db:backup / db:restore on PostgreSQL', () => {
  it('restores orders, gifts, users, files with their bytes and sequences into an empty database, and refuses a non-empty one', async () => {
    const source = process.env.DATABASE_URL!;
    const owner = await createUser();
    const product = await createProduct();
    const placed = await api.post('/api/orders', {
      token: owner.token,
      body: orderPayload([{ product_id: product.id, quantity: 1 }], { payment_method: 'cod' }),
    });
    expect(placed.status).toBe(201);
    await createOrder();
    const src = postgres(source, { max: 1, onnotice: () => {} });
    const [file] = await src<{ id: number }[]>`
      insert into files (purpose, mime, size, sha256, data) values ('other', 'application/octet-stream', ${FILE_BYTES.length}, ${sha(FILE_BYTES)}, ${FILE_BYTES})
      returning id`;
    const [before] = await src.unsafe(COUNTS);
    await src.end();

    const out = path.join(work, 'site.dump');
    expect(run('db-backup', ['--out', out], { DATABASE_URL: source }).code).toBe(0);

    const target = await createTestDatabase(testServerUrl()!, 'restore');
    created.push(target);
    const restored = run('db-restore', [out], { DATABASE_URL: target });
    expect(restored.code, restored.out).toBe(0);
    const dst = postgres(target, { max: 1, onnotice: () => {} });
    try {
      const [after] = await dst.unsafe(COUNTS);
      expect(after).toEqual(before);
      expect(before.orders).toBeGreaterThan(0);
      expect(before.donations).toBeGreaterThan(0);
      const [bytes] = await dst<{ data: Uint8Array }[]>`select data from files where id = ${file.id}`;
      expect(sha(bytes.data)).toBe(sha(FILE_BYTES));
      // The identity sequences came along: a new row gets a number after every restored one.
      const [next] = await dst<{ id: number }[]>`
        insert into files (purpose, mime, size, sha256, data) values ('other', 'text/plain', 1, 'x', ${Buffer.from('x')}) returning id`;
      expect(next.id).toBeGreaterThan(before.max_file as number);
    } finally {
      await dst.end();
    }

    // Not empty any more: refused without --force, replaced with it.
    const again = run('db-restore', [out], { DATABASE_URL: target });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not empty/);
    expect(run('db-restore', [out, '--force'], { DATABASE_URL: target }).code).toBe(0);
  }, 180_000);
});

describe('npm run db:backup / db:restore on the embedded PGlite', () => {
  it('restores a PGlite data directory from its dump, bytes and sequences included, and refuses a non-empty folder', async () => {
    const dataDir = path.join(work, 'pglite-src');
    expect(run('db-migrate', [], { PGLITE_DATA_DIR: dataDir, SEED_DEMO: '1' }).code).toBe(0);
    const src = await openPgliteClient(dataDir);
    const { rows } = await src.query<{ id: number }>(
      `insert into files (purpose, mime, size, sha256, data) values ('other', 'application/octet-stream', $1, $2, $3) returning id`,
      [FILE_BYTES.length, sha(FILE_BYTES), FILE_BYTES],
    );
    const before = (await src.query<Record<string, number>>(COUNTS)).rows[0];
    await src.close();
    expect(before.users).toBeGreaterThan(0);

    const out = path.join(work, 'site.tar.gz');
    expect(run('db-backup', ['--out', out], { PGLITE_DATA_DIR: dataDir }).code).toBe(0);
    const target = path.join(work, 'pglite-restored');
    const restored = run('db-restore', [out], { PGLITE_DATA_DIR: target });
    expect(restored.code, restored.out).toBe(0);

    const dst = await openPgliteClient(target);
    try {
      expect((await dst.query(COUNTS)).rows[0]).toEqual(before);
      const bytes = (await dst.query<{ data: Uint8Array }>(`select data from files where id = $1`, [rows[0].id])).rows[0];
      expect(sha(bytes.data)).toBe(sha(FILE_BYTES));
      const next = (
        await dst.query<{ id: number }>(
          `insert into files (purpose, mime, size, sha256, data) values ('other', 'text/plain', 1, 'x', $1) returning id`,
          [Buffer.from('x')],
        )
      ).rows[0];
      expect(next.id).toBeGreaterThan(before.max_file as number);
    } finally {
      await dst.close();
    }
    const again = run('db-restore', [out], { PGLITE_DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not empty/);
  }, 180_000);
});
