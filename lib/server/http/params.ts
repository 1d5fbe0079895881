import 'server-only';
import { MAX_RECORD_ID } from '@/lib/domain/validation/fields';
import { fail, type ErrorCode } from '@/lib/domain/errors';

/** A numeric id from the path; anything else is a 404 (the resource cannot exist). */
export function idParam(value: string | undefined, notFound: Extract<ErrorCode, `${string}not_found`>): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0 || n > MAX_RECORD_ID) throw fail(notFound);
  return n;
}
