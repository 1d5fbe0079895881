// A fault test that kills connections or floods a queue gets a PostgreSQL database of its own, so it never
// disturbs (or is disturbed by) the other test files that share the run's database.
import { afterAll, beforeAll } from 'vitest';
import { closeDb, migratePostgres } from '@/db';
import { resetEnvCache } from '@/lib/server/platform';
import { createTestDatabase, dropTestDatabase, testServerUrl } from './test-database';

export const onPostgres = Boolean(testServerUrl());

/** Registers hooks that point DATABASE_URL at a fresh, migrated database for this file; returns its URL. */
export function ownDatabaseForThisFile(label: string): { url: () => string } {
  let url = '';
  beforeAll(async () => {
    const server = testServerUrl();
    if (!server) return;
    await closeDb();
    url = await createTestDatabase(server, label);
    await migratePostgres(url);
    process.env.DATABASE_URL = url;
    resetEnvCache(); // db/ reads DATABASE_URL through the cached env()
  });
  afterAll(async () => {
    const server = testServerUrl();
    await closeDb();
    if (server && url) await dropTestDatabase(server, url);
  });
  return { url: () => url };
}
