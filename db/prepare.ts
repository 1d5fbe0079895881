import type { Db } from '@/db/types';
import { env } from '@/lib/config/env';
import { isDemoSeeded, seedDemo } from './seed';

/** Demo content is seeded automatically only for the embedded database, or when SEED_DEMO=1. */
function wantsDemoSeed(kind: 'pglite' | 'postgres'): boolean {
  const seed = env().SEED_DEMO;
  if (seed === '0') return false;
  return kind === 'pglite' || seed === '1';
}

/** Runs once per process after migrations: seeds demo content the first time only. */
export async function prepareDatabase(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  if (!wantsDemoSeed(kind) || (await isDemoSeeded(db))) return;
  const report = await seedDemo(db);
  console.log(`[db] demo content seeded: ${JSON.stringify(report)}`);
}
