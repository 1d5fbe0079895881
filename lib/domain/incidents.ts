/**
 * What the office is told about (issue 38): mail waiting in the outbox too long, a gateway's webhooks failing
 * their signature repeatedly, and a payment the site did not expect (a second payment for a paid order that
 * has not gone back). lib/server/operations/alerts.ts opens and closes them.
 */
export type IncidentKind = 'mail_waiting' | 'webhook_refusals' | 'unexpected_payment';
