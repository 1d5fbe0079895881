import 'server-only';
import { foundation } from '@/lib/config/foundation';
import type { ForgotPasswordInput } from '@/lib/domain/validation/auth';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import { startPasswordReset, type Caller } from '@/lib/server/accounts';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { absoluteUrl } from '@/lib/server/platform';

/**
 * "Forgot password": mails a reset link to the account of `email` when it exists and is active, in the
 * language given (the site's page; English for the /api client that names none). Answers nothing either way.
 */
export async function requestPasswordReset(caller: Caller, input: ForgotPasswordInput, language: string | undefined): Promise<void> {
  const mail = mailTranslator(language);
  const { t } = mail;
  const sent = await startPasswordReset(caller, input, async (tx, link) => {
    const url = absoluteUrl(mailPath(mail, `/auth/reset-password?token=${encodeURIComponent(link.token)}`));
    await enqueueMail(tx, {
      kind: 'password_reset',
      to: link.email,
      subject: t('passwordReset.subject', { site: foundation.name }),
      text: `${t('passwordReset.greeting', { name: link.name })}\n\n${t('passwordReset.body', { site: foundation.name })}\n\n${url}\n\n${t('passwordReset.ignore')}\n\n${foundation.name}\n`,
    });
  });
  if (sent) kickMailDelivery();
}
