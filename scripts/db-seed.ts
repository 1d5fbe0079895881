// Seeds the demo content (idempotent) and prints the demo accounts.
import { closeDb, databaseKind, getDb } from '@/db';
import { seedDemo } from '@/db/seed';
import { seedUsers } from '@/db/seed-data/users';

process.env.SEED_DEMO = '0'; // the explicit run below is the only seeding
const db = await getDb();
const report = await seedDemo(db);
console.log(`[db] seeded ${databaseKind()}: ${JSON.stringify(report)}`);
console.log('Demo accounts:');
for (const u of seedUsers) console.log(`  ${u.role.padEnd(8)} ${u.email.padEnd(22)} ${u.password}`);
await closeDb();
