export { endpoint, clientIp, type Handler } from './handler';
export { ok, created, failure } from './respond';
export * from './errors';
export { readJson, readJsonAs, readQueryAs, readForm, queryObject } from './body';
export { parseOr422, zodFieldErrors } from './validation';
export { GUEST, type Caller } from './caller';
export { requireSignedIn, requireRole } from './guards';
export { idParam } from './params';
