import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf, invalid } from '@/lib/domain/errors';

/** zod issues -> {field: [messages]}, with nested paths joined by dots (items.0.quantity). */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parse, or throw `validation.failed` with each field's refusals as codes. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(fieldErrorsOf(result.error));
  return result.data;
}
