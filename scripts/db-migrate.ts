// Applies the migrations to DATABASE_URL, or to the embedded database in .data/ when it is unset.
// Never run it against the embedded database while the server runs (PGlite has no lock between processes).
import { closeDb, databaseKind, getDb } from '@/db';

process.env.SEED_DEMO ??= '0';
await getDb();
console.log(`[db] migrations applied (${databaseKind()})`);
await closeDb();
