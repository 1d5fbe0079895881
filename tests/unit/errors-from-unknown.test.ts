import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainError, fail } from '@/lib/domain/errors';
import { toKnownError } from '@/lib/server/errors';
import { wireError } from '@/lib/server/http';
import { log } from '@/lib/server/platform';

// What anything thrown means (route handlers and server actions alike), and how the /api edge words it.
describe('toKnownError and the /api edge', () => {
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => {
    // The process logger (pino): silenced here, and read by the test that expects a logged 500.
    vi.spyOn(log(), 'error').mockImplementation(() => {});
    vi.spyOn(log(), 'warn').mockImplementation(() => {});
  };

  it('keeps a DomainError as it is', () => {
    const error = fail('record.exists');
    expect(toKnownError(error, 'test')).toBe(error);
  });

  it('maps database errors by their code, on the error or on its cause', () => {
    quiet();
    const pg = (code: string) => Object.assign(new Error('db'), { code });
    expect(toKnownError(pg('23505'), 'test')).toMatchObject({ code: 'record.exists' });
    expect(wireError(pg('23505'), 'test')).toMatchObject({ status: 409, message: 'The record already exists.' });
    const wrapped = new Error('Failed query', { cause: pg('57014') });
    const unavailable = wireError(wrapped, 'test');
    expect(unavailable).toMatchObject({ status: 503, message: 'The service is briefly unavailable. Please try again.' });
    expect(unavailable.headers).toEqual({ 'Retry-After': '1' });
    expect(wireError(pg('CONNECTION_CLOSED'), 'test').status).toBe(503);
    expect(wireError(pg('22P02'), 'test')).toMatchObject({ status: 400, message: 'The request contains an invalid value.' });
  });

  it('answers anything else with a logged 500', () => {
    quiet();
    const result = toKnownError(new TypeError('boom'), 'test');
    expect(result).toBeInstanceOf(DomainError);
    expect(result).toMatchObject({ code: 'server.error' });
    expect(wireError(new TypeError('boom'), 'test')).toEqual({ status: 500, message: 'Server error occurred. Please try again later.' });
    expect(log().error).toHaveBeenCalled();
  });

  it('words field errors in English, labels included, and adds the headers a code needs', () => {
    const error = new DomainError('validation.failed', {}, { email: [{ code: 'field.required', params: { label: 'current_password' } }] });
    expect(wireError(error, 'test')).toEqual({
      status: 422,
      message: 'Validation failed',
      errors: { email: ['The current password field is required.'] },
    });
    expect(wireError(fail('request.method_not_allowed', { allow: 'GET, POST' }), 'test')).toEqual({
      status: 405,
      message: 'Method not allowed.',
      headers: { Allow: 'GET, POST' },
    });
  });
});
