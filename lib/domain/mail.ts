/** A queued mail's delivery state, shown in the back-office outbox. */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';
