// What a backup file is, from its first bytes: pg_dump's custom format starts with "PGDMP"; PGlite's own dump
// (dumpDataDir) is a gzipped tarball of its data directory.
import { openSync, readSync, closeSync } from 'node:fs';

export type BackupKind = 'postgres' | 'pglite';

export function backupKind(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Error(`${file} is neither a pg_dump custom-format file nor a PGlite dump`);
}
