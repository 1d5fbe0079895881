import 'server-only';
import type { z } from 'zod';
import { type FieldErrors, validationFailed } from './errors';

/** zod issues -> {field: [messages]}, with nested paths joined by dots (items.0.quantity). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parse or throw the contract's 422. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}
