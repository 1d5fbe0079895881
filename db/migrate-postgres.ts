import { env } from '@/lib/config/env';

// Drizzle's own bookkeeping table, so `drizzle-kit migrate` and this agree on what is applied.
const SCHEMA = 'drizzle';
const TABLE = '__drizzle_migrations';
const MIGRATION_LOCK = 4817305;

/**
 * Applies the pending migrations in one transaction that first takes a transaction-level advisory lock:
 * several instances starting at once migrate one after the other, and the second finds nothing to do.
 * Drizzle's migrator reads the applied list outside its transaction and would need a session-level lock
 * around it, which a transaction pooler cannot keep (the lock and the unlock may land on different server
 * connections, and another client may be handed the locked one).
 */
export async function migratePostgres(url: string): Promise<void> {
  const [{ default: postgres }, { readMigrationFiles }] = await Promise.all([import('postgres'), import('drizzle-orm/migrator')]);
  const migrations = readMigrationFiles({ migrationsFolder: env().MIGRATIONS_DIR });
  const client = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await client.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      await tx.unsafe(`create schema if not exists ${SCHEMA}`);
      await tx.unsafe(`create table if not exists ${SCHEMA}.${TABLE} (id serial primary key, hash text not null, created_at bigint)`);
      const [last] = await tx.unsafe(`select created_at from ${SCHEMA}.${TABLE} order by created_at desc limit 1`);
      for (const migration of migrations) {
        if (last && Number(last.created_at) >= migration.folderMillis) continue;
        for (const statement of migration.sql) await tx.unsafe(statement);
        await tx.unsafe(`insert into ${SCHEMA}.${TABLE} (hash, created_at) values ($1, $2)`, [migration.hash, migration.folderMillis]);
      }
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}
