// Back-office reads: the dashboard figures, the mail outbox and the audit log (admins only).
export { dashboardStats } from './dashboard';
export { auditActors, listAuditLog, listOutbox, retryOutboxMail } from './logs';
