// Platform parts every feature uses: environment, audit log writes, CSV, pagination, SQL helpers (LIKE, counts),
// document numbering, rate limits, signed URLs and the health check.
export * from './audit';
export * from './csv';
export * from './env';
export * from './health';
export * from './idempotency';
export * from './numbering';
export * from './pagination';
export * from './rate-limit';
export * from './signed-urls';
export { peerHeaderName } from './peer-address';
export * from './safe-equal';
export * from './sql';
