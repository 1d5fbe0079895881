import 'server-only';
import type { DbOrTx } from '@/db';
import { mailOutbox, type MailAttachment } from '@/db/schema';

export type OutgoingMail = {
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** Records a mail; pass the caller's transaction so the mail exists exactly when the change does. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind ?? 'general',
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
