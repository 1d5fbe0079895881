import 'server-only';
import { mkdirSync } from 'node:fs';
import * as schema from '@/db/schema';
import type { Db } from '@/db/types';
import { env } from '@/lib/config/env';
import { migratePostgres } from './migrate-postgres';
import { poolMax, sessionOptions } from './postgres-options';
import { preparedByConnection } from './prepared-statements';

export type { Db, DbOrTx, Tx } from '@/db/types';
export { migratePostgres };

type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

// One handle per process, kept on globalThis so dev-server reloads do not open PGlite twice.
const holder = globalThis as unknown as { __foundationDb?: Promise<Handle> };

export function databaseKind(): 'pglite' | 'postgres' {
  return env().DATABASE_URL ? 'postgres' : 'pglite';
}

/** The database, opened lazily on first use, migrated (and seeded with demo data where that applies). */
export function getDb(): Promise<Db> {
  holder.__foundationDb ??= openDatabase().catch((error) => {
    holder.__foundationDb = undefined;
    throw error;
  });
  return holder.__foundationDb.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const pending = holder.__foundationDb;
  holder.__foundationDb = undefined;
  if (pending) await (await pending).close();
}

async function openDatabase(): Promise<Handle> {
  // eslint-disable-next-line no-restricted-properties -- NEXT_PHASE is set by Next itself, not configured.
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Build workers run in parallel; PGlite has no lock between processes. Pages that need data are dynamic.
    throw new Error('The database is not available while building.');
  }
  const url = env().DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openPglite();
  const { prepareDatabase } = await import('./prepare');
  await prepareDatabase(handle.db, handle.kind);
  return handle;
}

async function openPglite(): Promise<Handle> {
  const { openPgliteClient } = await import('./pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = env().PGLITE_DATA_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await openPgliteClient(dataDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: env().MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const e = env();
  if (e.DB_AUTO_MIGRATE !== '0') await migratePostgres(url);
  const client = postgres(url, {
    max: poolMax(e),
    // Prepared statements and per-connection settings, unless a transaction pooler is in front (see there).
    ...sessionOptions(e),
    onnotice: () => {},
    // Bounded waits, so no request hangs for long on a sick database: connecting gives up after 5 s (the
    // default is 30 s), a statement after DB_STATEMENT_TIMEOUT_MS, and a transaction left idle is ended.
    connect_timeout: e.DB_CONNECT_TIMEOUT_SECONDS,
    idle_timeout: 60,
    // The default reconnect backoff grows with every connection lost since the last good connect (3^n/100 s,
    // up to 20 s): after one failover that kills the whole pool, requests waited many seconds for a database
    // that was already back. Half a second at most is enough to not hammer a server that is really down.
    backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
    // No array-type lookup on each new connection: we use no array columns, and that lookup, killed mid-way
    // (failover), surfaced as an unhandled rejection outside any request.
    fetch_types: false,
    // int8 (counts, sums) as numbers: our values stay far below 2^53.
    types: { int8: { to: 20, from: [20], serialize: (v: number) => String(v), parse: (v: string) => Number(v) } },
  });
  const db = drizzle({ client: preparedByConnection(client), schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
