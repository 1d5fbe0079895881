import type { FieldCode, FieldParams, ParamArgs, Params } from './codes';
import type { FieldError, FieldErrors } from './coded';

// A zod schema can only attach a message to a check, so the schemas (lib/domain/validation) write a coded
// refusal as the message: issue('field.required', { label: 'email' }). The parse's failures are read back into
// codes here, for the /api edge (which words them in English), the actions and the forms in the browser
// (which word them in the page's language). One schema serves all three.

const MARK = '@@';

/** A zod message that carries a code and its parameters. */
export function issue<C extends FieldCode>(code: C, ...[params]: ParamArgs<FieldParams<C>>): string {
  return params && Object.keys(params).length ? `${MARK}${code}${JSON.stringify(params)}` : `${MARK}${code}`;
}

/** A zod issue's message read back as a code (a message that is not ours keeps its words as `field.zod`). */
function readIssue(message: string): FieldError {
  if (!message.startsWith(MARK)) return { code: 'field.zod', params: { detail: message } };
  const brace = message.indexOf('{');
  if (brace === -1) return { code: message.slice(MARK.length) as FieldCode };
  return { code: message.slice(MARK.length, brace) as FieldCode, params: JSON.parse(message.slice(brace)) as Params };
}

type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

/** A failed parse's issues by field, nested paths joined with dots (items.0.quantity); issues of the whole input under '_'. */
export function fieldErrorsOf(error: { readonly issues: readonly IssueLike[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const one of error.issues) {
    const key = one.path.length ? one.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(readIssue(one.message));
  }
  return errors;
}

/** The first refusal of each top-level field (a form shows one under each field). */
export function firstFieldErrors(error: { readonly issues: readonly IssueLike[] }): Record<string, FieldError> {
  const first: Record<string, FieldError> = {};
  for (const one of error.issues) first[String(one.path[0] ?? '_')] ??= readIssue(one.message);
  return first;
}
