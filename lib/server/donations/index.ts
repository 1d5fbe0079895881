// Donations through Razorpay: checkout, verification, webhooks, settlement, 80G receipts and certificates,
// signed donor links, the back-office list and exports, the donor wall and reconciliation.
export * from './admin';
export * from './certificates';
export * from './checkout';
export * from './documents';
export * from './donors';
export * from './exports';
export * from './receipt-pdf';
export * from './reconcile';
export * from './subscriptions';
export * from './verification';
export * from './webhooks';
export * from './wire';
