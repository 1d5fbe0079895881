import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, resetEnvCache } from '@/lib/config/env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('the environment schema', () => {
  it('fills defaults and reads numbers from their strings', () => {
    for (const name of ['APP_URL', 'TRUSTED_PROXY_HOPS', 'DB_POOL_MAX', 'REDIS_KEY_PREFIX', 'NEXT_OUTPUT']) vi.stubEnv(name, undefined);
    resetEnvCache();
    expect(env()).toMatchObject({ APP_URL: 'http://localhost:3000', TRUSTED_PROXY_HOPS: 0, REDIS_KEY_PREFIX: 'site' });
    expect(env().NEXT_OUTPUT).toBeUndefined();
    expect(env().DB_POOL_MAX).toBeUndefined(); // db/postgres-options.ts picks it by host
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    resetEnvCache();
    expect(env().TRUSTED_PROXY_HOPS).toBe(2);
  });

  it('is read once and kept until resetEnvCache(), as tests that change process.env rely on', () => {
    vi.stubEnv('APP_URL', 'https://one.example.org');
    resetEnvCache();
    expect(env().APP_URL).toBe('https://one.example.org');
    vi.stubEnv('APP_URL', 'https://two.example.org');
    expect(env().APP_URL).toBe('https://one.example.org');
    resetEnvCache();
    expect(env().APP_URL).toBe('https://two.example.org');
  });

  it('refuses an invalid value, naming it', () => {
    vi.stubEnv('NEXT_OUTPUT', 'export');
    resetEnvCache();
    expect(() => env()).toThrow(/NEXT_OUTPUT/);
    vi.stubEnv('NEXT_OUTPUT', undefined);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '-1');
    resetEnvCache();
    expect(() => env()).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
