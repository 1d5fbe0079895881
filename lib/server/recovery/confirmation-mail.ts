import 'server-only';
import { foundation } from '@/lib/config/foundation';
import type { EmailChangeInput, RegisterInput } from '@/lib/domain/validation/auth';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import {
  confirmEmail,
  registerUser,
  registerWithToken,
  requireSignedIn,
  resendConfirmation,
  startEmailChange,
  type Caller,
  type ConfirmSender,
} from '@/lib/server/accounts';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { absoluteUrl } from '@/lib/server/platform';

// The mails that confirm an address (after registration, before a change of address takes effect) and the
// one that tells the old address of a change, in the person's language (the page's; English for /api unless
// it names one). Each joins the outbox in the transaction of its link.

function confirmationSender(language: string | undefined): ConfirmSender {
  const mail = mailTranslator(language);
  const { t } = mail;
  return async (tx, link) => {
    const url = absoluteUrl(mailPath(mail, `/auth/confirm-email?token=${encodeURIComponent(link.token)}`));
    const body = link.change ? t('emailConfirm.bodyChange', { site: foundation.name }) : t('emailConfirm.body', { site: foundation.name });
    await enqueueMail(tx, {
      kind: 'email_confirmation',
      to: link.email,
      subject: t('emailConfirm.subject', { site: foundation.name }),
      text: `${t('emailConfirm.greeting', { name: link.name })}\n\n${body}\n\n${url}\n\n${t('emailConfirm.ignore')}\n\n${foundation.name}\n`,
    });
  };
}

/** Registration (the site's form and POST /api/register), with its confirmation link. */
export async function registerAccount(caller: Caller, input: RegisterInput, language: string | undefined) {
  const result = await registerUser(caller, input, confirmationSender(language));
  kickMailDelivery();
  return result;
}

export async function registerAccountWithToken(caller: Caller, input: RegisterInput, language: string | undefined) {
  const result = await registerWithToken(caller, input, confirmationSender(language));
  kickMailDelivery();
  return result;
}

/** "Send the link again": answers whether a mail went (none when the address is already confirmed). */
export async function resendEmailConfirmation(caller: Caller, language: string | undefined): Promise<boolean> {
  requireSignedIn(caller);
  const sent = await resendConfirmation(caller, confirmationSender(language));
  if (sent) kickMailDelivery();
  return sent;
}

/** A change of address: the link goes to the new address; nothing changes until it is opened. */
export async function requestEmailChange(caller: Caller, input: EmailChangeInput, language: string | undefined): Promise<void> {
  requireSignedIn(caller);
  await startEmailChange(caller, input, confirmationSender(language));
  kickMailDelivery();
}

/** Opens a confirmation link; after a change of address the old address is told, in the same transaction. */
export async function confirmEmailAddress(caller: Caller, input: { token: string }, language: string | undefined) {
  const mail = mailTranslator(language);
  const { t } = mail;
  let told = false;
  const user = await confirmEmail(caller, input, async (tx, notice) => {
    told = true;
    await enqueueMail(tx, {
      kind: 'email_changed',
      to: notice.oldEmail,
      subject: t('emailChanged.subject', { site: foundation.name }),
      text: `${t('emailConfirm.greeting', { name: notice.name })}\n\n${t('emailChanged.body', { site: foundation.name, old: notice.oldEmail, new: notice.newEmail, contact: foundation.email })}\n\n${foundation.name}\n`,
    });
  });
  if (told) kickMailDelivery();
  return user;
}
