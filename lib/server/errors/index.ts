// Errors every layer may throw: ApiError (a message safe to show, with its HTTP status) and its constructors,
// and zod failures turned into the contract's 422. A leaf: it imports nothing of ours, so any feature,
// action or route may use it without a cycle.
export * from './errors';
export { parseOr422, zodFieldErrors } from './validation';
