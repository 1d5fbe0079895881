// Platform parts every feature uses: environment, audit log writes, CSV, pagination, SQL helpers (LIKE, counts),
// document numbering, rate limits, signed URLs and the health check.
export * from './audit';
export { keysetBatches, mapBatches } from './batches';
export { boundedString } from './bounded';
export * from './csv';
export * from './env';
export * from './idempotency';
export * from './numbering';
export * from './pagination';
export * from './rate-limit';
export * from './mailed-links';
export * from './link-mail';
export * from './signed-urls';
export { clientIp } from './client-ip';
export { proxyReport, type ProxyReport } from './forwarded-sighting';
export * from './sql';
export { afterResponse } from './after-response';
export { log } from './logger';
export { currentRequestId, runContext, withJobId } from './request-context';
export { loggablePath } from './log-redaction';
export { countCacheAnswer, countReconcileRun, countRequest, noteRefusedWebhook, processMetrics } from './metrics';
export { openSecret, sealSecret } from './sealed-secret';
export { assertPanKeyConfigured, maskedPan, openPan, panColumns, panHash } from './pan-seal';
