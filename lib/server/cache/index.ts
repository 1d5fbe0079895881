// Caching: the registry of cache tags, cached queries and their expiry after writes.
export * from './cached-query';
export * from './tags';
export * from './expire-now';
