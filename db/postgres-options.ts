import type { Env } from '@/lib/config/env';

/** Connections per instance when DB_POOL_MAX is unset: a long-running server, or one serverless function. */
export const POOL_MAX_SERVER = 10;
export const POOL_MAX_SERVERLESS = 3;

/**
 * Serverless hosts run many small instances, each serving a few requests at a time: ten connections each
 * would exhaust PostgreSQL's max_connections (100 by default) at a dozen instances. Vercel sets VERCEL and
 * AWS Lambda (and hosts built on it) AWS_LAMBDA_FUNCTION_NAME in every function.
 */
export function poolMax(e: Env): number {
  if (e.DB_POOL_MAX) return e.DB_POOL_MAX;
  return e.VERCEL || e.AWS_LAMBDA_FUNCTION_NAME ? POOL_MAX_SERVERLESS : POOL_MAX_SERVER;
}

/**
 * What postgres-js may keep on a server connection. Behind a pooler in transaction mode (PgBouncer, or a
 * managed pooler such as Supabase's or Neon's) consecutive transactions of one client run on different
 * server connections, so nothing may outlive a transaction: no named prepared statements, and no startup
 * parameters beyond application_name (PgBouncer refuses statement_timeout there, and would lend a
 * connection so configured to other clients). Set the two time limits and jit on the database role instead
 * (README, "Deploying").
 */
export function sessionOptions(e: Env) {
  const pooled = e.DATABASE_POOLER === 'transaction';
  const connection: Record<string, string | number> = { application_name: 'foundation-site' };
  if (!pooled) {
    connection.statement_timeout = e.DB_STATEMENT_TIMEOUT_MS;
    connection.idle_in_transaction_session_timeout = 15_000;
    // No JIT compilation: our queries are short and their plans come from indexes, but a whole-table
    // aggregate (the dashboard's revenue over years of orders) is estimated costly enough to switch it on,
    // and compiling costs far more than running it (docs/data-at-scale.md). Off for the app's connections only.
    connection.jit = 'off';
  }
  return { prepare: !pooled, connection };
}
