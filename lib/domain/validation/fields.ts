import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { isWholePaise } from '@/lib/domain/money';

/**
 * A money amount in rupees as the wire and the forms send it: a number or a numeric string, at most two
 * decimals ("step 0.01"). Blank strings count as missing so forms can leave optional amounts empty.
 * `message` is the refusal as a zod message (issue(code)).
 */
export function rupeeAmount(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n), { message })
      .refine(isWholePaise, { message: issue('field.two_decimals') }),
  );
}

/** A whole number from a number or a numeric string (form fields arrive as strings). */
export function wholeNumber(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).int({ message }),
  );
}

/** Optional text that is trimmed; blank becomes null (cleared). */
export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, { message }).nullable().optional(),
  );

/** Booleans as JSON sends them or as forms send them ('1', 'true', 'on'). */
export const looseBoolean = z.preprocess((v) => {
  if (typeof v === 'string') return ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());
  if (typeof v === 'number') return v !== 0;
  return v;
}, z.boolean());

/** Ids are PostgreSQL `integer` identity columns: anything outside 1..2^31-1 cannot exist. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The one schema for a record id, from a number or a numeric string (path segments, forms, JSON): bounded
 * to the column's type, so an oversized id is a 422/404 and never reaches the database as an error.
 */
export function idSchema(invalid = issue('field.invalid', { label: 'id' }), required = invalid) {
  return z.coerce
    .number({ error: required })
    .int({ message: invalid })
    .min(1, { message: invalid })
    .max(MAX_RECORD_ID, { message: invalid });
}

/** A list of positive ids, e.g. for bulk actions. */
export const idList = z
  .array(idSchema(), { error: issue('field.select_one') })
  .min(1, { message: issue('field.select_one') })
  .max(500, { message: issue('field.at_most_500') });

/** One record id as a server action receives it (a positive integer in PostgreSQL's int range). */
export const recordId = z.number().int().positive().max(2_147_483_647);
