import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { webhookEvents } from '@/db/schema';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { settleVerified, verifyEasebuzz, type Settlement } from './settle';

/** What a delivery came to: refused (forged), a redelivery that changed nothing, or settled. */
export type WebhookOutcome = { kind: 'forged' } | { kind: 'redelivered' } | { kind: 'settled'; settlement: Settlement };

/**
 * Easebuzz webhooks carry no event id: (txnid, easepayid, status) is the key. A verified delivery is stored
 * once (unique key) and settled; redeliveries answer 200 and change nothing. A forged one is refused and
 * logged before it can occupy the key of a genuine event.
 */
export async function receiveEasebuzzWebhook(caller: Caller, fields: Record<string, string>): Promise<WebhookOutcome> {
  requireSystem(caller, 'easebuzz-webhook');
  const verified = await verifyEasebuzz(fields, 'webhook');
  if (!verified.ok) return { kind: 'forged' };
  const db = await getDb();
  const eventId = `${fields.txnid}:${fields.easepayid ?? ''}:${fields.status ?? ''}`;
  const [event] = await db
    .insert(webhookEvents)
    .values({ gateway: 'easebuzz', eventId, eventType: `payment.${fields.status ?? 'unknown'}`, payload: fields })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!event) return { kind: 'redelivered' };
  try {
    const settlement = await settleVerified(fields, 'webhook');
    await db
      .update(webhookEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(webhookEvents.id, event.id));
    return { kind: 'settled', settlement };
  } catch (error) {
    await db
      .update(webhookEvents)
      .set({ error: String(error).slice(0, 500) })
      .where(eq(webhookEvents.id, event.id));
    throw error;
  }
}
