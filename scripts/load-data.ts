// Loads years of back-office data (tests/support/load-data.ts) into DATABASE_URL: migrates, seeds the demo
// (accounts to sign in with), then adds LOAD_ORDERS orders (default 200,000) and LOAD_DONATIONS donations
// (default 100,000). For benchmarks and by-hand checks on a throwaway PostgreSQL database, never production.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/big npm run db:load-data
import postgres from 'postgres';
import { closeDb, getDb } from '@/db';
import { loadBackOfficeData } from '@/tests/support/load-data';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name a throwaway PostgreSQL database');
process.env.SEED_DEMO = '1';
await getDb(); // migrations and the demo seed
await closeDb();
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  const report = await loadBackOfficeData((statement) => sql.unsafe(statement), {
    orders: Number(process.env.LOAD_ORDERS ?? 200_000),
    donations: Number(process.env.LOAD_DONATIONS ?? 100_000),
  });
  console.log(`[load-data] ${JSON.stringify(report)}`);
} finally {
  await sql.end({ timeout: 5 });
}
