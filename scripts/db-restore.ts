// `npm run db:restore -- FILE [--force]`: restores a backup of `npm run db:backup` into DATABASE_URL (a pg_dump
// file) or into PGLITE_DATA_DIR (a PGlite dump). The target must be empty (no tables; no data directory)
// unless --force, which replaces what is there. Stop the servers first. README, Backups.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { env } from '@/lib/config/env';
import { openPgliteClient } from '@/db/pglite';
import { backupKind } from './backup/format';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('usage: npm run db:restore -- FILE [--force]');
  process.exit(2);
}
const { DATABASE_URL, PGLITE_DATA_DIR } = env();
const kind = backupKind(file);
const started = Date.now();

if (kind === 'postgres') {
  if (!DATABASE_URL) throw new Error('a PostgreSQL backup restores into DATABASE_URL: set it');
  const sql = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;
  if (n > 0 && !values.force) {
    console.error(
      `[restore] ${new URL(DATABASE_URL).pathname.slice(1)} is not empty (${n} tables): restore into an empty database, or pass --force to replace it`,
    );
    await sql.end();
    process.exit(1);
  }
  if (n > 0) await sql.unsafe('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  await sql.end();
  execFileSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${DATABASE_URL}`, file],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
} else {
  if (DATABASE_URL) throw new Error('a PGlite backup restores into PGLITE_DATA_DIR: unset DATABASE_URL');
  const occupied = existsSync(PGLITE_DATA_DIR) && readdirSync(PGLITE_DATA_DIR).length > 0;
  if (occupied && !values.force) {
    console.error(`[restore] ${PGLITE_DATA_DIR} is not empty: restore into an empty folder, or pass --force to replace it`);
    process.exit(1);
  }
  if (occupied) rmSync(PGLITE_DATA_DIR, { recursive: true, force: true });
  const db = await openPgliteClient(PGLITE_DATA_DIR, new Blob([readFileSync(file)]));
  await db.waitReady;
  await db.close();
  // Opened once more the usual way: the restored folder is a working database.
  await (await openPgliteClient(PGLITE_DATA_DIR)).close();
}
console.log(`[restore] ${kind} backup ${file} restored in ${Date.now() - started} ms`);
