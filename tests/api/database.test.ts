import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '@/db/schema';
import { migratePostgres, type Db } from '@/db';
import { openPgliteClient } from '@/db/pglite';
import { seedDemo } from '@/db/seed';
import { seedProducts } from '@/db/seed-data/products';
import { createTestDatabase, dropTestDatabase, testServerUrl } from '@/tests/support/test-database';

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');
const EXPECTED_TABLES = [
  'users',
  'api_tokens',
  'files',
  'product_categories',
  'products',
  'carts',
  'cart_items',
  'coupons',
  'coupon_usages',
  'orders',
  'order_items',
  'order_events',
  'invoices',
  'credit_notes',
  'number_sequences',
  'payments',
  'refunds',
  'webhook_events',
  'donations',
  'donation_subscriptions',
  'gateway_plans',
  'donation_receipts',
  'donation_certificates',
  'slides',
  'contact_messages',
  'mail_outbox',
  'audit_log',
  'rate_limits',
  'app_meta',
];

async function counts(db: Db) {
  const one = async (table: string) => {
    const rows = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows) as { n: number }[];
    return list[0].n;
  };
  return { users: await one('users'), products: await one('products'), coupons: await one('coupons'), slides: await one('slides') };
}

async function tables(db: Db): Promise<string[]> {
  const rows = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as { table_name: string }[];
  return list.map((r) => r.table_name);
}

async function checkMigratedAndSeedTwice(db: Db) {
  expect(await tables(db)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  const categories = await db.select().from(schema.productCategories);
  expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['crafts', 'clothing', 'accessories', 'other', 'decorative']));

  const first = await seedDemo(db);
  expect(first.products).toBe(seedProducts.length);
  const afterFirst = await counts(db);
  const second = await seedDemo(db);
  expect(second).toEqual({ users: 0, products: 0, coupons: 0, slides: 0 });
  expect(await counts(db)).toEqual(afterFirst);
  expect(afterFirst.users).toBe(3);
  expect(afterFirst.slides).toBe(3);
}

describe('migrations and seed', () => {
  it('apply on PGlite, and the seed runs twice without duplicates', async () => {
    const client = await openPgliteClient('memory://');
    try {
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder });
      await checkMigratedAndSeedTwice(db as unknown as Db);
    } finally {
      await client.close();
    }
  }, 120_000); // PGlite in memory is slow on a busy machine

  const server = testServerUrl();
  if (server) {
    it('apply on PostgreSQL, and the seed runs twice without duplicates', async () => {
      const url = await createTestDatabase(server, 'migrate');
      const client = postgres(url, { max: 2, onnotice: () => {} });
      try {
        const version = await client`show server_version`;
        expect(String(version[0].server_version)).toMatch(/^1[5-9]/);
        await migratePostgres(url);
        await migratePostgres(url); // a second run is a no-op
        await checkMigratedAndSeedTwice(drizzlePostgres({ client, schema }) as unknown as Db);
      } finally {
        await client.end({ timeout: 5 });
        await dropTestDatabase(server, url);
      }
    });
  }
});
