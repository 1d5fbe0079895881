import 'server-only';
import { MAX_RECORD_ID } from '@/lib/domain/validation/fields';
import { notFound } from '@/lib/server/errors';

/** A numeric id from the path; anything else is a 404 (the resource cannot exist). */
export function idParam(value: string | undefined, what = 'Resource'): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0 || n > MAX_RECORD_ID) throw notFound(`${what} not found`);
  return n;
}
