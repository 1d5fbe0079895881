// Errors every layer may throw: ApiError (a message safe to show, with its HTTP status) and its constructors,
// zod failures turned into the contract's 422, and toApiError, the one map from anything thrown (database
// errors included) to an ApiError. A leaf: it imports nothing of ours, so any feature,
// action or route may use it without a cycle.
export * from './errors';
export { toApiError } from './from-unknown';
export { parseOr422, zodFieldErrors } from './validation';
