// The /api route wrapper and its helpers: endpoint() (caller, CORS, envelope, errors mapped to statuses),
// reading bodies and queries, answers, idempotent replays, cacheable public answers. Errors themselves live
// in lib/server/errors, the client address in lib/server/platform.
export { endpoint, type Handler } from './handler';
export { ok, created, failure, failureWith, privateDocument, answeringDomainErrors } from './respond';
export { readJson, readJsonObject, readJsonAs, readQueryAs, readForm, readText, readGatewayFields, queryObject } from './body';
export { idParam } from './params';
export { corsHeaders } from './cors';
export { wireError, type WireError } from './wire-errors';
export { idempotencyKeyOf, idempotentCreate, replayHeaders } from './idempotency';
export { answerWithEtag, serialiseOk, type SerialisedAnswer } from './cacheable';
