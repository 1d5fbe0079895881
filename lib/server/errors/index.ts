// Errors every layer may throw: DomainError (lib/domain/errors: a code from the closed list) and, until every
// throw site speaks codes, ApiError (a status and an English message); zod failures as `validation.failed`;
// toKnownError, which reads anything thrown (database errors included) as one of them. A leaf: it imports
// nothing of ours but lib/domain, so any feature, action or route may use it without a cycle.
export * from './errors';
export { toKnownError } from './from-unknown';
export { parseOr422, zodFieldErrors } from './validation';
