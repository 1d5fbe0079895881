// Mail: the outbox every message is recorded in (enqueueMail is a step of another feature's write, in its
// transaction), its delivery over SMTP (system callers only), and the test-mode inbox.
export { backoffSeconds, deliverDueMail, enqueueMail, kickMailDelivery, type OutgoingMail } from './outbox';
export { sandboxInbox } from './sandbox-inbox';
