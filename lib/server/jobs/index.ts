// Background jobs: the one reconciliation entry point (payments, expiry of unpaid orders, queued mail).
export * from './reconcile';
