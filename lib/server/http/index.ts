export { endpoint, type Handler, type RequestContext } from './handler';
export { clientIp } from './client-ip';
export { ok, created, failure } from './respond';
export * from './errors';
export { readJson, readJsonAs, readQueryAs, readForm, queryObject } from './body';
export { parseOr422, zodFieldErrors } from './validation';
export { idParam } from './params';
export { corsHeaders } from './cors';
