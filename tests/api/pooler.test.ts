// Behind a pooler in transaction mode (PgBouncer; managed poolers work alike) consecutive transactions of
// one client may run on different server connections, and one server connection serves many clients.
// The rest of the API suite runs through one in the `pooled` project (vitest.config.ts).
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { migratePostgres } from '@/db';
import { env } from '@/lib/server/platform';
import { startPgBouncer } from '@/tests/support/pgbouncer';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';

const server = testServerUrl();

describe.skipIf(!server)('PostgreSQL behind a transaction pooler', () => {
  it('two instances starting at once apply every migration exactly once, and leave no lock behind', async () => {
    const url = await createTestDatabase(server!, 'pool_migrate');
    // One server connection for both: a session-level advisory lock would be granted to both at once.
    const bouncer = await startPgBouncer(server!, 1);
    const direct = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await Promise.all([migratePostgres(bouncer.url(url)), migratePostgres(bouncer.url(url))]);
      const applied = await direct`select hash from drizzle.__drizzle_migrations`;
      const expected = readMigrationFiles({ migrationsFolder: env().MIGRATIONS_DIR }).map((m) => m.hash);
      expect(applied.map((row) => row.hash).sort()).toEqual([...expected].sort());
      const [locks] = await direct`select count(*)::int as n from pg_locks where locktype = 'advisory'
        and database = (select oid from pg_database where datname = current_database())`;
      expect(locks.n).toBe(0);
    } finally {
      await direct.end({ timeout: 5 });
      await bouncer.stop();
      await dropTestDatabase(server!, url);
    }
  });
});
