import { afterEach, describe, expect, it, vi } from 'vitest';
import { POOL_MAX_SERVER, POOL_MAX_SERVERLESS, poolMax, sessionOptions } from '@/db/postgres-options';
import { env, resetEnvCache } from '@/lib/config/env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

function envWith(values: Record<string, string | undefined>) {
  for (const name of ['DB_POOL_MAX', 'VERCEL', 'AWS_LAMBDA_FUNCTION_NAME', 'DATABASE_POOLER']) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvCache();
  return env();
}

describe('the PostgreSQL pool of one instance', () => {
  it('holds 10 connections on a server and 3 in a serverless function, unless DB_POOL_MAX says otherwise', () => {
    expect(poolMax(envWith({}))).toBe(POOL_MAX_SERVER);
    expect(POOL_MAX_SERVER).toBe(10);
    expect(poolMax(envWith({ VERCEL: '1' }))).toBe(POOL_MAX_SERVERLESS);
    expect(poolMax(envWith({ AWS_LAMBDA_FUNCTION_NAME: 'site' }))).toBe(POOL_MAX_SERVERLESS);
    expect(POOL_MAX_SERVERLESS).toBe(3);
    expect(poolMax(envWith({ VERCEL: '1', DB_POOL_MAX: '7' }))).toBe(7);
    expect(poolMax(envWith({ DB_POOL_MAX: '25' }))).toBe(25);
  });

  it('prepares statements and sets time limits per connection on a direct connection', () => {
    const options = sessionOptions(envWith({ DB_STATEMENT_TIMEOUT_MS: '4000' }));
    expect(options.prepare).toBe(true);
    expect(options.connection).toEqual({
      application_name: 'foundation-site',
      statement_timeout: 4000,
      jit: 'off',
      idle_in_transaction_session_timeout: 15_000,
    });
  });

  it('keeps nothing on a server connection behind a transaction pooler (DATABASE_POOLER=transaction)', () => {
    const options = sessionOptions(envWith({ DATABASE_POOLER: 'transaction' }));
    expect(options).toEqual({ prepare: false, connection: { application_name: 'foundation-site' } });
    expect(() => envWith({ DATABASE_POOLER: 'session' }) && env()).toThrow(/DATABASE_POOLER/);
  });
});
