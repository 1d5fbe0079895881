import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database with the extensions the migrations create (pg_trgm for the search indexes). Every
 * PGlite this project opens comes from here: a data directory migrated with them cannot be read without them.
 */
export async function openPgliteClient(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // loadDataDir: a dump of dumpDataDir() (npm run db:restore) fills a new data directory.
  return new PGlite(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}
