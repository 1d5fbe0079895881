import 'server-only';
import { getDb } from '@/db';
import { contactMessages } from '@/db/schema';
import type { ContactMessageInput } from '@/lib/domain/validation/contact';
import { foundation } from '@/lib/config/foundation';
import { env } from '@/lib/server/platform';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/platform';
import type { Caller } from '@/lib/server/accounts';

/**
 * Stores the message and mails it to the foundation through the outbox, in one transaction. Anyone may
 * write; a signed-in sender is recorded, and the sender's address is rate limited.
 */
export async function submitContactMessage(caller: Caller, input: ContactMessageInput) {
  const ip = caller.ip ?? 'unknown';
  await enforceRateLimit(`contact:${ip}`, { limit: 5, windowSeconds: 600 }, 'rate.messages');
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, ip, userId: caller.kind === 'user' ? caller.userId : null })
      .returning({ id: contactMessages.id });
    await enqueueMail(tx, {
      kind: 'contact',
      to: env().MAIL_TO_FOUNDATION ?? foundation.email,
      subject: `Contact form: ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\nSubject: ${input.subject}\n\n${input.message}\n`,
    });
    return row.id;
  });
  kickMailDelivery();
  return { id };
}
