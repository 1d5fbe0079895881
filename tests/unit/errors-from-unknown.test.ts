import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, conflict, toApiError } from '@/lib/server/errors';

// The one map from anything thrown to what the caller is told (route handlers and server actions alike).
describe('toApiError', () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  };

  it('keeps an ApiError as it is', () => {
    const error = conflict('Taken');
    expect(toApiError(error, 'test')).toBe(error);
  });

  it('maps database errors by their code, on the error or on its cause', () => {
    quiet();
    const pg = (code: string) => Object.assign(new Error('db'), { code });
    expect(toApiError(pg('23505'), 'test')).toMatchObject({ status: 409, message: 'The record already exists.' });
    const wrapped = new Error('Failed query', { cause: pg('57014') });
    const unavailable = toApiError(wrapped, 'test');
    expect(unavailable).toMatchObject({ status: 503 });
    expect(unavailable.extra.headers).toEqual({ 'Retry-After': '1' });
    expect(toApiError(pg('CONNECTION_CLOSED'), 'test').status).toBe(503);
    expect(toApiError(pg('22P02'), 'test')).toMatchObject({ status: 400, message: 'The request contains an invalid value.' });
  });

  it('answers anything else with a logged 500', () => {
    quiet();
    const result = toApiError(new TypeError('boom'), 'test');
    expect(result).toBeInstanceOf(ApiError);
    expect(result.status).toBe(500);
    expect(console.error).toHaveBeenCalled();
  });
});
