import 'server-only';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db';
import { webhookEvents } from '@/db/schema';
import { razorpayConfig } from '@/lib/server/payments/razorpay/config';
import { verifyWebhookSignature } from '@/lib/server/payments/razorpay/signatures';
import type { RazorpayWebhookEvent } from '@/lib/server/payments/razorpay/types';
import { markOrderAttemptFailed, recordSubscriptionCharge, settleOrderPayment } from './settlement';
import { syncSubscriptionStatus } from './recurring-state';
import { completeReplacement } from './recurring-change';
import { log, noteRefusedWebhook } from '@/lib/server/platform';

export type WebhookResult = { status: number; body: { success: boolean; message: string } };

const reply = (status: number, message: string): WebhookResult => ({ status, body: { success: status < 300, message } });

/** The subscription events that tell of a change of state; the state itself is read from the gateway. */
const SUBSCRIPTION_EVENTS = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
  'subscription.paused',
  'subscription.resumed',
]);

async function apply(event: RazorpayWebhookEvent): Promise<void> {
  const payment = event.payload.payment?.entity;
  const subscription = event.payload.subscription?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      // Recurring charges also raise payment.captured for the invoice's own order: that order is not ours
      // (settle answers 'unknown') and subscription.charged records the gift.
      if (payment?.order_id) await settleOrderPayment(payment.order_id, payment);
      return;
    case 'payment.failed':
      if (payment?.order_id) await markOrderAttemptFailed(payment.order_id);
      return;
    case 'subscription.charged':
      // The charge is a gift (once per payment id); the state after it is the gateway's (a late charged must not
      // make a since halted or paused subscription look active).
      if (subscription && payment) await recordSubscriptionCharge(subscription.id, payment);
      if (subscription) await syncSubscriptionStatus(subscription.id);
      return;
    default:
      if (subscription && SUBSCRIPTION_EVENTS.has(event.event)) {
        const moved = await syncSubscriptionStatus(subscription.id);
        if (moved?.replacesId && ['authenticated', 'active'].includes(moved.status)) await completeReplacement(moved.id);
      }
  }
}

/**
 * Razorpay webhooks: the signature is checked over the raw body before anything is parsed; each event id is
 * stored once. A redelivery of a processed event changes nothing; one that failed half-way is applied
 * again (every step is idempotent), so the gateway's retry heals it.
 */
export async function receiveRazorpayWebhook(
  caller: Caller,
  input: {
    rawBody: string;
    signature: string | null;
    eventId: string | null;
  },
): Promise<WebhookResult> {
  requireSystem(caller, 'razorpay-webhook');
  const secret = razorpayConfig().webhookSecret;
  if (!secret) return reply(503, 'Webhook secret is not configured.');
  if (!verifyWebhookSignature(secret, input.rawBody, input.signature)) {
    await noteRefusedWebhook(await getDb(), 'razorpay', 'webhook');
    return reply(400, 'Invalid signature');
  }
  let event: RazorpayWebhookEvent;
  try {
    event = JSON.parse(input.rawBody) as RazorpayWebhookEvent;
  } catch {
    return reply(400, 'Invalid JSON body.');
  }
  if (typeof event?.event !== 'string' || typeof event.payload !== 'object') return reply(400, 'Not a Razorpay event.');
  const eventId = input.eventId?.slice(0, 100) || `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;

  const db = await getDb();
  await db.insert(webhookEvents).values({ gateway: 'razorpay', eventId, eventType: event.event, payload: event }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.gateway, 'razorpay'), eq(webhookEvents.eventId, eventId)));
  if (row.processedAt) return reply(200, 'Event already processed.');
  try {
    await apply(event);
  } catch (error) {
    log().error({ err: error }, `[webhook] razorpay ${event.event} ${eventId} failed`);
    await db
      .update(webhookEvents)
      .set({ error: String(error).slice(0, 500) })
      .where(eq(webhookEvents.id, row.id));
    return reply(500, 'Event could not be processed; please retry.');
  }
  await db
    .update(webhookEvents)
    .set({ processedAt: new Date(), error: null })
    .where(and(eq(webhookEvents.id, row.id), isNull(webhookEvents.processedAt)));
  return reply(200, 'Event processed.');
}
