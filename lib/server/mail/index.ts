// Mail: the outbox every message is recorded in (enqueueMail is a step of another feature's write, in its
// transaction), its delivery over SMTP (system callers only; claims with row locks and a lease, so any
// number of runners send each mail once).
export { backoffSeconds, deliverDueMail, kickMailDelivery, LEASE_SECONDS } from './delivery';
export { enqueueMail, type OutgoingMail } from './outbox';
