// Mail: the outbox every message is recorded in, and its delivery over SMTP.
export * from './outbox';
export * from './sandbox-inbox';
