// Caching: the registry of cache tags, cached queries, and the table of which write expires which tags.
export { cachedQuery } from './cached-query';
export { expireAfter } from './expiry';
export { cacheTags } from './tags';
export { expireInThisRequest, sendExpiriesToApp } from './deliver-expiry';
