export { endpoint, clientIp, type Handler, type RequestContext } from './handler';
export { ok, created, failure, paginated } from './respond';
export * from './errors';
export { readJson, readJsonAs, readQueryAs, readForm, queryObject } from './body';
export { parseOr422, zodFieldErrors } from './validation';
export { GUEST, resolveCaller, type Caller, type SignedInCaller } from './caller';
export { requireSignedIn, requireRole } from './guards';
export { idParam } from './params';
export { corsHeaders } from './cors';
