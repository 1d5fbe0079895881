import type { TestProject } from 'vitest/node';
import { createTestDatabase, dropTestDatabase, testServerUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * TEST_DATABASE_URL set: one fresh PostgreSQL database for this run, migrated once, dropped at the end.
 * Unset: every test file opens its own in-memory PGlite database (see api-setup.ts).
 */
export default async function setup(project: TestProject) {
  const server = testServerUrl();
  if (!server) {
    console.log('[tests] API tests run on embedded PGlite (in memory); set TEST_DATABASE_URL to use PostgreSQL.');
    project.provide('databaseUrl', '');
    return;
  }
  const url = await createTestDatabase(server, 'api');
  const { migratePostgres } = await import('@/db');
  await migratePostgres(url);
  const where = new URL(url);
  console.log(`[tests] API tests run on PostgreSQL: database ${where.pathname.slice(1)} on ${where.host}`);
  project.provide('databaseUrl', url);
  return async () => {
    await dropTestDatabase(server, url);
  };
}
