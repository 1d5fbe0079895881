import 'server-only';
import { ApiError } from './errors';

// The one map from anything thrown to what the caller is told: route handlers (lib/server/http) and server
// actions (lib/actions/run-action.ts) both go through toApiError. Database errors are recognised by the
// PostgreSQL / postgres-js code on the error (or on its cause, where Drizzle wraps it), so this leaf needs no
// import of the database.

/** The text for anything we did not expect (logged with its stack). */
const UNEXPECTED_MESSAGE = 'Server error occurred. Please try again later.';

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
 * What to answer for a thrown value: an ApiError as it is (its status and message); a unique violation a
 * 409; a lost or slow database a 503 worth a retry; PostgreSQL's class 22 (data exception: a value out of
 * range, bad text encoding, NUL...) a 400, since input that slipped past validation is still the caller's
 * mistake; anything else a logged 500. `where` names the request or action in the log.
 */
export function toApiError(error: unknown, where: string): ApiError {
  if (error instanceof ApiError) return error;
  const code = databaseCode(error);
  if (code === '23505') return new ApiError(409, 'The record already exists.');
  if (code && DATABASE_UNAVAILABLE.has(code)) {
    // Lost or slow database (connection killed, failover, timeout): worth a retry, with the same Idempotency-Key.
    console.error(`${where}: database unavailable (${code})`);
    return new ApiError(503, 'The service is briefly unavailable. Please try again.', { headers: { 'Retry-After': '1' } });
  }
  if (code?.startsWith('22')) {
    // Logged so the gap in validation gets closed.
    console.warn(`${where} refused by the database (${code})`);
    return new ApiError(400, 'The request contains an invalid value.');
  }
  console.error(`${where} failed`, error);
  return new ApiError(500, UNEXPECTED_MESSAGE);
}
