import type { Db } from '@/db/types';
import { isDemoSeeded, seedDemo } from './seed';

/** Demo content is seeded automatically only for the embedded database, or when SEED_DEMO=1. */
function wantsDemoSeed(kind: 'pglite' | 'postgres'): boolean {
  if (process.env.SEED_DEMO === '0') return false;
  return kind === 'pglite' || process.env.SEED_DEMO === '1';
}

/** Runs once per process after migrations: seeds demo content the first time only. */
export async function prepareDatabase(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  if (!wantsDemoSeed(kind) || (await isDemoSeeded(db))) return;
  const report = await seedDemo(db);
  console.log(`[db] demo content seeded: ${JSON.stringify(report)}`);
}
