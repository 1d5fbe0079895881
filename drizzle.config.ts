import { defineConfig } from 'drizzle-kit';

// `db:generate` only needs the dialect. `db:studio` opens DATABASE_URL, or the embedded database in .data/
// when it is unset (stop the server first: PGlite has no lock between processes). Migrations are applied
// by scripts/db-migrate.ts (or by the server at start), for both kinds of database.
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  strict: true,
  ...(url ? { dbCredentials: { url } } : { driver: 'pglite', dbCredentials: { url: process.env.PGLITE_DATA_DIR ?? './.data/pglite' } }),
});
