import 'server-only';
import { DomainError, fail } from '@/lib/domain/errors';
import { log } from '@/lib/server/platform';

// Anything thrown as a code: route handlers (lib/server/http, which then words it) and server actions
// (lib/actions/run-action.ts, which answer it) both go through toKnownError. Database errors are recognised
// by the PostgreSQL / postgres-js code on the error (or on its cause, where Drizzle wraps it), so this leaf
// needs no import of the database.

/** postgres-js and PostgreSQL codes for a connection that went away or a statement that ran out of time. */
const DATABASE_UNAVAILABLE = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02',
  '57P03',
  '57014', // statement_timeout
  '08000',
  '08003',
  '08006',
]);

function databaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What a thrown value means: a DomainError as it is; a unique violation `record.exists`; a lost or slow
 * database `server.busy` (worth a retry); PostgreSQL's class 22 (data exception: a value out of range, bad
 * text encoding, NUL...) `request.invalid_value`, since input that slipped past validation is still the
 * caller's mistake; anything else a logged `server.error`. `where` names the request or action in the log.
 */
export function toKnownError(error: unknown, where: string): DomainError {
  if (error instanceof DomainError) return error;
  const code = databaseCode(error);
  if (code === '23505') return fail('record.exists');
  if (code && DATABASE_UNAVAILABLE.has(code)) {
    // Lost or slow database (connection killed, failover, timeout): worth a retry, with the same Idempotency-Key.
    log().error(`${where}: database unavailable (${code})`);
    return fail('server.busy', { retry_after: 1 });
  }
  if (code?.startsWith('22')) {
    // Logged so the gap in validation gets closed.
    log().warn(`${where} refused by the database (${code})`);
    return fail('request.invalid_value');
  }
  log().error({ err: error }, `${where} failed`);
  return fail('server.error');
}
