import 'server-only';
import { notFound } from './errors';

/** A numeric id from the path; anything else is a 404 (the resource cannot exist). */
export function idParam(value: string | undefined, what = 'Resource'): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound(`${what} not found`);
  return n;
}
