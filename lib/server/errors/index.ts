// What the layers do with errors on the server: zod failures as `validation.failed` with each field's codes,
// and toKnownError, which reads anything thrown (database errors included) as a DomainError (lib/domain/errors:
// the codes every layer throws). A leaf: it imports nothing of ours but lib/domain, so any feature, action or
// route may use it without a cycle.
export { toKnownError } from './from-unknown';
export { parseOrRefuse } from './validation';
