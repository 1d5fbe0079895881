import 'server-only';
import { foundation } from '@/lib/config/foundation';
import type { MailTranslator } from '@/lib/i18n/mail';

/**
 * The body of a mail whose point is one link (a sign-in link, a fresh receipt link, "update your payment
 * method"): an optional greeting, what the link does, the link on a line of its own (mail programs make it
 * clickable), a closing note, and the foundation's signature in the mail's language.
 */
export function linkMailText(mail: MailTranslator, parts: { greeting?: string; lead: string; url: string; note: string }): string {
  return [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    parts.lead,
    parts.url,
    '',
    parts.note,
    '',
    mail.t('donation.closing'),
    foundation.name,
    foundation.email,
  ].join('\n');
}
