import 'server-only';
import type { Caller } from '@/lib/server/accounts';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailOutbox } from '@/db/schema';
import { isSandboxEnabled } from './mode';

/**
 * Test mode only: the outbox entries for an address on the reserved `.test` domain (RFC 2606), so browser
 * tests can see the mail a payment produced. No real donor can have such an address, so nothing personal
 * of a real person is ever shown; null (404) when the sandbox is off or the address is not a .test one.
 */
export async function sandboxInbox(_caller: Caller, address: string) {
  const to = address.trim().toLowerCase();
  if (!isSandboxEnabled() || !/^[^\s@]+@[^\s@]+\.test$/.test(to)) return null;
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${to}`)
    .orderBy(desc(mailOutbox.id))
    .limit(20);
  return rows.map((m) => ({
    id: m.id,
    kind: m.kind,
    subject: m.subject,
    text: m.textBody,
    status: m.status,
    attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
    created_at: m.createdAt,
  }));
}
