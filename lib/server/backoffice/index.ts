// Back-office reads: the dashboard figures, the mail outbox and the audit log (admins and staff only).
export * from './dashboard';
export * from './logs';
