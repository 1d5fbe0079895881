import 'server-only';
import { RAZORPAY_SANDBOX_KEY_SECRET } from '@/lib/server/payments/razorpay/config';
import { paymentSignature, subscriptionSignature } from '@/lib/server/payments/razorpay/signatures';
import type { RazorpayPayment, RazorpaySubscription } from '@/lib/server/payments/razorpay/types';
import { deliverAll, deliverLater, paymentEvent, subscriptionEvent, type Delivery } from './events';
import { nowSeconds, sandboxId, sandboxStore, type SandboxEvent } from './store';
import { nextPeriod } from './subscription-lifecycle';

export type DeliveryMode = 'later' | 'now' | 'none';
export type CheckoutOutcome = 'pay' | 'fail';
export type CheckoutResult =
  | { ok: true; response: Record<string, string>; paymentId: string; events: SandboxEvent[]; deliveries: Delivery[] }
  | {
      ok: false;
      status: number;
      error: { code: string; description: string; metadata?: Record<string, string> };
      events: SandboxEvent[];
      deliveries: Delivery[];
    };

function newPayment(
  amount: number,
  orderId: string | null,
  status: RazorpayPayment['status'],
  invoiceId: string | null = null,
): RazorpayPayment {
  const payment: RazorpayPayment = {
    id: sandboxId('pay'),
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: orderId,
    invoice_id: invoiceId,
    method: 'card',
    captured: status === 'captured',
    description: 'Sandbox payment',
    email: null,
    contact: null,
    notes: {},
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: status === 'failed' ? 'Payment failed (sandbox)' : null,
    created_at: nowSeconds(),
  };
  sandboxStore().payments.set(payment.id, payment);
  return payment;
}

async function dispatch(events: SandboxEvent[], mode: DeliveryMode): Promise<Delivery[]> {
  if (mode === 'now') return deliverAll(events);
  if (mode === 'later') deliverLater(events);
  return [];
}

/** What the real checkout does when the donor pays (or a payment fails) for an order. */
export async function payOrder(orderId: string, outcome: CheckoutOutcome, mode: DeliveryMode): Promise<CheckoutResult> {
  const order = sandboxStore().orders.get(orderId);
  if (!order)
    return {
      ok: false,
      status: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      events: [],
      deliveries: [],
    };
  if (order.status === 'paid')
    return {
      ok: false,
      status: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Order has already been paid' },
      events: [],
      deliveries: [],
    };
  order.attempts++;
  if (outcome === 'fail') {
    order.status = 'attempted';
    const payment = newPayment(order.amount, order.id, 'failed');
    const events = [paymentEvent('payment.failed', payment)];
    return {
      ok: false,
      status: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed (sandbox)',
        metadata: { payment_id: payment.id, order_id: order.id },
      },
      events,
      deliveries: await dispatch(events, mode),
    };
  }
  const payment = newPayment(order.amount, order.id, 'captured');
  Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
  const events = [paymentEvent('payment.captured', payment), paymentEvent('order.paid', payment, order)];
  return {
    ok: true,
    paymentId: payment.id,
    response: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(RAZORPAY_SANDBOX_KEY_SECRET, order.id, payment.id),
    },
    events,
    deliveries: await dispatch(events, mode),
  };
}

/**
 * A second payment captured on an order that is already paid, as Razorpay does when a payment authorised late
 * (a second tab, a bank that answered after the timeout) is auto-captured: payment.captured for the new id.
 */
export async function payPaidOrderAgain(
  orderId: string,
  mode: DeliveryMode,
): Promise<{ paymentId: string; events: SandboxEvent[]; deliveries: Delivery[] } | null> {
  const order = sandboxStore().orders.get(orderId);
  if (!order || order.status !== 'paid') return null;
  order.attempts++;
  const payment = newPayment(order.amount, order.id, 'captured');
  const events = [paymentEvent('payment.captured', payment)];
  return { paymentId: payment.id, events, deliveries: await dispatch(events, mode) };
}

function charge(sub: RazorpaySubscription): { payment: RazorpayPayment; events: SandboxEvent[] } {
  const plan = sandboxStore().plans.get(sub.plan_id)!;
  const payment = newPayment(plan.item.amount, sandboxId('order'), 'captured', sandboxId('inv'));
  const first = sub.paid_count === 0;
  sub.paid_count++;
  sub.remaining_count = sub.total_count - sub.paid_count;
  sub.current_start = nowSeconds();
  // The charge that was due (or the first one, now) is taken: the next is one period after it.
  sub.charge_at = nextPeriod(plan, sub.charge_at ?? nowSeconds());
  sub.current_end = sub.charge_at;
  sub.status = sub.remaining_count === 0 ? 'completed' : 'active';
  const events: SandboxEvent[] = [];
  if (first) events.push(subscriptionEvent('subscription.activated', sub));
  events.push(subscriptionEvent('subscription.charged', sub, payment), paymentEvent('payment.captured', payment));
  if (sub.status === 'completed') events.push(subscriptionEvent('subscription.completed', sub));
  return { payment, events };
}

function authenticate(sub: RazorpaySubscription): { payment: RazorpayPayment; events: SandboxEvent[] } {
  // Razorpay takes a token payment to register the mandate and gives it back; nothing of the gift is charged.
  const payment = newPayment(100, null, 'refunded');
  sub.status = 'authenticated';
  return { payment, events: [subscriptionEvent('subscription.authenticated', sub)] };
}

/** The donor authorises a subscription in checkout: the first charge is taken at once. */
export async function paySubscription(subscriptionId: string, outcome: CheckoutOutcome, mode: DeliveryMode): Promise<CheckoutResult> {
  const sub = sandboxStore().subscriptions.get(subscriptionId);
  if (!sub)
    return {
      ok: false,
      status: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
      events: [],
      deliveries: [],
    };
  if (sub.status !== 'created')
    return {
      ok: false,
      status: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: `Subscription is in ${sub.status} status` },
      events: [],
      deliveries: [],
    };
  if (outcome === 'fail') {
    const payment = newPayment(sandboxStore().plans.get(sub.plan_id)!.item.amount, null, 'failed');
    const events = [paymentEvent('payment.failed', payment)];
    return {
      ok: false,
      status: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox)', metadata: { payment_id: payment.id } },
      events,
      deliveries: await dispatch(events, mode),
    };
  }
  // A subscription that starts later (start_at) is only authorised now: its first charge comes at start_at.
  const { payment, events } = sub.charge_at && sub.charge_at > nowSeconds() ? authenticate(sub) : charge(sub);
  return {
    ok: true,
    paymentId: payment.id,
    response: {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: sub.id,
      razorpay_signature: subscriptionSignature(RAZORPAY_SANDBOX_KEY_SECRET, payment.id, sub.id),
    },
    events,
    deliveries: await dispatch(events, mode),
  };
}

/** A later recurring charge (what the gateway does each period): sends subscription.charged. */
export async function chargeSubscription(
  subscriptionId: string,
  mode: DeliveryMode,
): Promise<{ paymentId: string; events: SandboxEvent[]; deliveries: Delivery[] } | null> {
  const sub = sandboxStore().subscriptions.get(subscriptionId);
  if (!sub || !['active', 'authenticated', 'pending', 'halted'].includes(sub.status)) return null;
  const { payment, events } = charge(sub);
  return { paymentId: payment.id, events, deliveries: await dispatch(events, mode) };
}

/**
 * The donor mends a failed payment on the subscription's hosted page (its short_url): the one charge that is due
 * is taken, once; a subscription that is not waiting for a payment is not charged at all.
 */
export async function fixSubscriptionPayment(
  subscriptionId: string,
  mode: DeliveryMode,
): Promise<{ paymentId: string; events: SandboxEvent[]; deliveries: Delivery[] } | null> {
  const sub = sandboxStore().subscriptions.get(subscriptionId);
  if (!sub || !['pending', 'halted'].includes(sub.status)) return null;
  const { payment, events } = charge(sub);
  return { paymentId: payment.id, events, deliveries: await dispatch(events, mode) };
}
