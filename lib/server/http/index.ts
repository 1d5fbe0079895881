export { endpoint, type Handler } from './handler';
export { clientIp } from './client-ip';
export { ok, created, failure, privateDocument } from './respond';
export * from './errors';
export { readJson, readJsonAs, readQueryAs, readForm, readGatewayFields, queryObject } from './body';
export { parseOr422 } from './validation';
export { idParam } from './params';
export { corsHeaders } from './cors';
