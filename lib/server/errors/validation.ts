import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf, invalid } from '@/lib/domain/errors';

/** Parse, or throw `validation.failed` with each field's refusals as codes. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrorsOf(result.error));
  return result.data;
}
