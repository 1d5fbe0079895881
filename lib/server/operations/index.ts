// Operations outside a visitor's request: the one reconciliation job (payments, expiry of unpaid orders,
// queued mail), the health check and the work a server starts with. The top of lib/server: it may use every
// feature, and no feature uses it.
export { checkHealth, type Health } from './health';
export * from './reconcile';
export { requireCronSecret } from './cron-secret';
export { runPurge, type PurgeReport } from './purge';
export { renderMetrics } from './metrics';
export { checkAlerts, openIncidentsForStaff, type AlertCheckReport } from './alerts';
