import 'server-only';
import { RAZORPAY_SANDBOX_WEBHOOK_SECRET } from '@/lib/server/payments/razorpay/config';
import { hmacHex } from '@/lib/server/payments/razorpay/signatures';
import type { RazorpayOrder, RazorpayPayment, RazorpaySubscription, RazorpayWebhookEvent } from '@/lib/server/payments/razorpay/types';
import { env, log } from '@/lib/server/platform';
import { nowSeconds, sandboxId, sandboxStore, type SandboxEvent } from './store';

function record(type: string, payload: RazorpayWebhookEvent['payload']): SandboxEvent {
  const envelope: RazorpayWebhookEvent = {
    entity: 'event',
    account_id: 'acc_SANDBOX0000000',
    event: type,
    contains: Object.keys(payload),
    payload,
    created_at: nowSeconds(),
  };
  const event = { id: sandboxId('evt'), type, body: JSON.stringify(envelope), createdAt: Date.now() };
  sandboxStore().events.set(event.id, event);
  return event;
}

export function paymentEvent(
  type: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: RazorpayPayment,
  order?: RazorpayOrder,
): SandboxEvent {
  return record(type, { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) });
}

export function subscriptionEvent(type: string, subscription: RazorpaySubscription, payment?: RazorpayPayment): SandboxEvent {
  return record(type, { subscription: { entity: subscription }, ...(payment ? { payment: { entity: payment } } : {}) });
}

export type Delivery = { eventId: string; type: string; status: number; body: unknown };

/** Our webhook endpoint as the sandbox reaches it: the raw body, its signature and the event id. */
export type WebhookReceiver = (delivery: {
  rawBody: string;
  signature: string;
  eventId: string;
}) => Promise<{ status: number; body: unknown }>;

// The sandbox stands in for Razorpay, which calls our webhook from outside. It is told where that webhook is
// (the donations feature connects it when the server starts, lib/server/operations/startup.ts), so the gateway
// imports nothing of the features that use it. Kept on globalThis: the sandbox's state is per process.
const receiverHolder = globalThis as unknown as { __razorpaySandboxReceiver?: WebhookReceiver };

export function setSandboxWebhookReceiver(receiver: WebhookReceiver): void {
  receiverHolder.__razorpaySandboxReceiver = receiver;
}

/**
 * Delivers an event the way Razorpay does: the raw JSON body signed with the webhook secret in
 * X-Razorpay-Signature and the event id in X-Razorpay-Event-Id, handled by the same code as our webhook route.
 */
async function deliverEvent(event: SandboxEvent): Promise<Delivery> {
  const receive = receiverHolder.__razorpaySandboxReceiver;
  if (!receive) throw new Error('[razorpay sandbox] no webhook receiver connected (connectSandboxWebhooks)');
  const result = await receive({
    rawBody: event.body,
    signature: hmacHex(RAZORPAY_SANDBOX_WEBHOOK_SECRET, event.body),
    eventId: event.id,
  });
  event.deliveredStatus = result.status;
  return { eventId: event.id, type: event.type, status: result.status, body: result.body };
}

export async function deliverAll(events: SandboxEvent[]): Promise<Delivery[]> {
  const out: Delivery[] = [];
  for (const e of events) out.push(await deliverEvent(e));
  return out;
}

/**
 * After the answer, as the real gateway does (it races the browser's own verification on purpose). In the
 * server it calls our webhook over HTTP at APP_URL, as Razorpay does, so the webhook's writes run in a request
 * of their own (where their cache expiries apply); in the in-process API tests it calls the receiver directly.
 */
export function deliverLater(events: SandboxEvent[], delayMs = 400): void {
  if (!events.length) return;
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is set by Next in its server, not configured.
  const deliver = process.env.NEXT_RUNTIME ? postEvent : deliverEvent;
  setTimeout(async () => {
    try {
      for (const event of events) await deliver(event);
    } catch (error) {
      log().error({ err: error }, '[razorpay sandbox] webhook delivery failed');
    }
  }, delayMs);
}

async function postEvent(event: SandboxEvent): Promise<void> {
  const res = await fetch(new URL('/api/donations/webhook', env().APP_URL), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmacHex(RAZORPAY_SANDBOX_WEBHOOK_SECRET, event.body),
      'X-Razorpay-Event-Id': event.id,
    },
    body: event.body,
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  event.deliveredStatus = res.status;
}

/** Sends a stored event again with the same id (gateways deliver at least once). */
export async function replayEvent(eventId: string): Promise<Delivery | null> {
  const event = sandboxStore().events.get(eventId);
  return event ? deliverEvent(event) : null;
}

export function listEvents(): Array<Omit<SandboxEvent, 'body' | 'deliveredStatus'> & { deliveredStatus: number | null; payload: unknown }> {
  return [...sandboxStore().events.values()].map((e) => ({
    id: e.id,
    type: e.type,
    createdAt: e.createdAt,
    deliveredStatus: e.deliveredStatus ?? null,
    payload: JSON.parse(e.body).payload,
  }));
}
