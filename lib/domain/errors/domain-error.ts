import type { ErrorCode, ErrorParams, FieldCode, FieldParams, ParamArgs, Params } from './codes';
import type { Coded, FieldError, FieldErrors } from './coded';

/**
 * The one error the domain and data layers throw: a code from the closed list (./codes.ts), its parameters,
 * and for refused input the reasons per field. Transport-neutral: the /api edge maps it to a status and the
 * contract's English (lib/server/http/wire-errors.ts), server actions answer it as it is, and pages word it in
 * their own language.
 */
export class DomainError<C extends FieldCode = FieldCode> extends Error {
  readonly code: C;
  readonly params: Params;
  readonly fieldErrors?: FieldErrors;

  /**
   * `code`: one of the thrown codes; refused input may instead be headed by one of its fields' refusals (the
   * donation rules state their first problem), which the /api edge answers as a 422 like `validation.failed`.
   */
  constructor(code: C, params: FieldParams<C> | Params = {}, fieldErrors?: FieldErrors) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }

  /** As plain data (what an action answers). */
  get coded(): Coded<FieldCode> {
    return Object.keys(this.params).length ? { code: this.code, params: this.params } : { code: this.code };
  }
}

/** Throw-ready: `throw fail('cart.empty')`, `throw fail('cart.only_available', { available: 2 })`. */
export function fail<C extends ErrorCode>(code: C, ...[params]: ParamArgs<ErrorParams<C>>): DomainError<C> {
  return new DomainError(code, params ?? {});
}

/** Refused input: `validation.failed` (or another code for the whole answer) with the reasons per field. */
export function invalid(fieldErrors: FieldErrors, code: FieldCode = 'validation.failed', params: Params = {}): DomainError {
  return new DomainError(code, params, fieldErrors);
}

/** Refused input whose rules give one refusal per field, headed by the one to show when only one fits. */
export function refusedFields(errors: Partial<Record<string, FieldError>>, headline: FieldError): DomainError {
  const fieldErrors: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) if (error) fieldErrors[field] = [error];
  return invalid(fieldErrors, headline.code, headline.params);
}
