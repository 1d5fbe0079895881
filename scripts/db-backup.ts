// `npm run db:backup -- --out FILE`: a consistent backup of everything the site keeps (orders, gifts, users,
// receipts, uploaded files with their bytes, sequences). PostgreSQL (DATABASE_URL): pg_dump's custom format,
// taken in one snapshot while the site runs. The embedded database (PGlite in PGLITE_DATA_DIR): PGlite's own
// dump of its data directory; stop the server first (PGlite has no lock between processes). README, Backups.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { env } from '@/lib/config/env';
import { openPgliteClient } from '@/db/pglite';

const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
if (!values.out) {
  console.error('usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
const { DATABASE_URL, PGLITE_DATA_DIR } = env();
const started = Date.now();
if (DATABASE_URL) {
  // One transaction snapshot (pg_dump's default); the custom format restores with pg_restore, in parallel if wanted.
  execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${values.out}`, `--dbname=${DATABASE_URL}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
} else {
  const db = await openPgliteClient(PGLITE_DATA_DIR);
  // The dump waits for a started database (without this it never settles).
  await db.waitReady;
  await db.query('select 1');
  const dump = await db.dumpDataDir('gzip');
  writeFileSync(values.out, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
console.log(`[backup] ${DATABASE_URL ? 'postgres' : 'pglite'} written to ${values.out} in ${Date.now() - started} ms`);
