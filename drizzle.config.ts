import { defineConfig } from 'drizzle-kit';

// drizzle-kit only needs a dialect to generate SQL; migrations are applied by scripts/db-migrate.ts,
// which works for both the embedded PGlite database and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  strict: true,
});
