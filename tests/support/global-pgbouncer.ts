import type { TestProject } from 'vitest/node';
import { startPgBouncer } from './pgbouncer';
import { createTestDatabase, dropTestDatabase, testServerUrl } from './test-database';

/**
 * The `pooled` project (vitest.config.ts): a fresh PostgreSQL database reached only through PgBouncer in
 * transaction mode, migrated through it, as a host with a managed pooler runs the app (DATABASE_POOLER=transaction).
 */
export default async function setup(project: TestProject) {
  const server = testServerUrl();
  if (!server) throw new Error('the pooled project needs TEST_DATABASE_URL');
  const direct = await createTestDatabase(server, 'pooled');
  const bouncer = await startPgBouncer(server);
  const url = bouncer.url(direct);
  const { migratePostgres } = await import('@/db');
  await migratePostgres(url);
  console.log(`[tests] pooled API tests run through PgBouncer (transaction mode) on port ${bouncer.port}`);
  project.provide('databaseUrl', url);
  return async () => {
    await bouncer.stop();
    await dropTestDatabase(server, direct);
  };
}
