// The database driver when a connection dies inside a transaction (patches/postgres+3.4.9.patch): every
// statement of that transaction settles with an error, none runs outside it, and BEGIN always reserves its
// connection. Each case reproduces an upstream postgres-js bug deterministically; without the patch the first
// leaves statements pending forever, the second commits a failed transaction's statement on its own, the third
// refuses the transaction. Plain postgres-js, with the options the app uses (db/postgres-options.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';

const url = process.env.DATABASE_URL ?? '';
const onPostgres = url.startsWith('postgres');
const opened: postgres.Sql[] = [];

/** A client like the app's, under an application name of its own so that only its connections are killed. */
function client(options: postgres.Options<Record<string, never>> = {}) {
  const name = `driver-${randomUUID().slice(0, 8)}`;
  const sql = postgres(url, {
    max: 1,
    prepare: true,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: name },
    ...options,
  });
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  opened.push(sql, admin);
  const kill = () => admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`;
  return { sql, admin, kill };
}

/** What became of a statement within ten seconds: a statement that never settles is the bug, not slowness. */
function outcome(p: Promise<unknown>): Promise<string> {
  const pending = new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 10_000).unref());
  return Promise.race([
    p.then(
      () => 'resolved',
      (e: { code?: string }) => `rejected ${e.code ?? e}`,
    ),
    pending,
  ]);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(async () => {
  await Promise.all(opened.splice(0).map((sql) => sql.end({ timeout: 1 })));
});

describe.skipIf(!onPostgres)('the driver when a transaction loses its connection (PostgreSQL)', () => {
  it('rejects every statement of a pipelined batch, also those still queued in the transaction', async () => {
    const { sql, kill } = client();
    let batch: Promise<unknown>[] = [];
    const transaction = sql.begin(async (tx) => {
      // New statements are described before they run, so the first holds the connection and the rest queue.
      batch = [tx`select pg_sleep(${5})`, ...[1, 2, 3].map((n) => tx`select ${n}::int as n`)];
      await Promise.all(batch);
    });
    await pause(300);
    await kill();
    expect(await outcome(transaction)).toBe('rejected CONNECTION_CLOSED');
    expect(await Promise.all(batch.map(outcome))).toEqual(Array(4).fill('rejected CONNECTION_CLOSED'));
  });

  it('runs nothing of a failed transaction outside it when the pool reuses the connection', async () => {
    const { sql, admin, kill } = client();
    const table = `driver_${randomUUID().slice(0, 8)}`;
    await admin`create table ${admin(table)} (n int)`;
    try {
      let late: Promise<unknown> = Promise.resolve();
      const transaction = sql.begin(async (tx) => {
        await tx`insert into ${tx(table)} values (${1})`;
        await kill();
        await pause(200);
        // Another request takes the pool's connection, which reconnects to a new backend...
        sql`select ${2}::int as n`.catch(() => {});
        await pause(200);
        // ...and this transaction, already failed, goes on with its next statement.
        late = tx`insert into ${tx(table)} values (${2})`;
        await late;
      });
      expect(await outcome(transaction)).toBe('rejected CONNECTION_CLOSED');
      await pause(500);
      expect(await outcome(late)).toBe('rejected CONNECTION_CLOSED');
      expect(await admin`select n from ${admin(table)}`).toEqual([]);
    } finally {
      await admin`drop table ${admin(table)}`;
    }
  });

  it('reserves the connection for BEGIN even when BEGIN fills the pipeline', async () => {
    // max_pipeline (a documented option, missing from the package's types) 0: every statement fills it.
    const { sql } = client({ max: 2, max_pipeline: 0 } as postgres.Options<Record<string, never>>);
    expect(await sql.begin(async (tx) => (await tx`select ${7}::int as n`)[0].n)).toBe(7);
  });
});
