// Recovery: the mails that let a person back into their account (a forgotten password's link). Above accounts,
// which keeps the links and the passwords, and mail, whose outbox the mail joins in the link's transaction.
export { requestPasswordReset } from './password-reset-mail';
