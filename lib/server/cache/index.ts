// Caching: the registry of cache tags, cached queries, and the table of which write expires which tags.
export { cachedQuery } from './cached-query';
export { expireAfter, STOCK_COUNT_LAG_SECONDS } from './expiry';
export { cacheTags } from './tags';
