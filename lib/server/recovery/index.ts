// Recovery: the mails that let a person back into their account (a forgotten password's link) and that confirm
// its address (registration, a change of address). Above accounts, which keeps the links and the passwords, and
// mail, whose outbox each mail joins in its link's transaction.
export { requestPasswordReset } from './password-reset-mail';
export {
  confirmEmailAddress,
  registerAccount,
  registerAccountWithToken,
  requestEmailChange,
  resendEmailConfirmation,
} from './confirmation-mail';
