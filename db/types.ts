import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '@/db/schema';

// The database handle's types, apart from the client (db/index.ts) so that what the client loads (the
// migration-time seed) can name them without importing the client back.
type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;
