import 'server-only';

type FieldErrors = Record<string, string[]>;

/** An error whose message is safe to show the caller; anything else becomes a 500 with a generic text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: FieldErrors; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const forbidden = (message = 'You do not have permission to perform this action.') => new ApiError(403, message);

/** 422 in the contract's shape; keys are the wire's snake_case field names. */
export const validationFailed = (errors: FieldErrors, message = 'Validation failed') => new ApiError(422, message, { errors });

export function fieldError(field: string, message: string): ApiError {
  return validationFailed({ [field]: [message] });
}
