import 'server-only';
import { absoluteUrl } from '@/lib/server/platform';
import {
  IN_PROCESS_SANDBOX_ORIGIN,
  RAZORPAY_SANDBOX_KEY_ID,
  RAZORPAY_SANDBOX_KEY_SECRET,
  RAZORPAY_SANDBOX_PATH,
} from '@/lib/server/payments/razorpay/config';
import type { RazorpayOrder, RazorpayPlan, RazorpaySubscription } from '@/lib/server/payments/razorpay/types';
import { nowSeconds, sandboxId, sandboxStore } from './store';
import { pauseSubscription, resumeSubscription, send } from './subscription-lifecycle';

/** Razorpay's error shape. */
function rzpError(status: number, description: string, field?: string): Response {
  return Response.json(
    {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        field: field ?? null,
        metadata: {},
      },
    },
    { status },
  );
}

function authorized(req: Request): boolean {
  const header = req.headers.get('authorization') ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme !== 'Basic' || !encoded) return false;
  return Buffer.from(encoded, 'base64').toString() === `${RAZORPAY_SANDBOX_KEY_ID}:${RAZORPAY_SANDBOX_KEY_SECRET}`;
}

/**
 * The sandbox answers anyone while it is on: its HTTP route bounds the body (413 past 64 KB) and hands this
 * handler a copy; the in-process client sends its own. Not reading through lib/server/http keeps the gateway
 * client free of an import cycle (client → sandbox → http → accounts → client).
 */
async function body(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isNotes = (v: unknown): v is Record<string, string> =>
  v === undefined || (typeof v === 'object' && v !== null && Object.keys(v).length <= 15);

async function createOrder(req: Request): Promise<Response> {
  const b = await body(req);
  if (!Number.isInteger(b.amount) || (b.amount as number) < 100) return rzpError(400, 'The amount must be atleast INR 1.00', 'amount');
  if (b.currency !== 'INR') return rzpError(400, 'The currency should be INR', 'currency');
  if (b.receipt !== undefined && (typeof b.receipt !== 'string' || b.receipt.length > 40))
    return rzpError(400, 'receipt: the length must be at most 40', 'receipt');
  if (!isNotes(b.notes)) return rzpError(400, 'notes: at most 15 pairs', 'notes');
  const order: RazorpayOrder = {
    id: sandboxId('order'),
    entity: 'order',
    amount: b.amount as number,
    amount_paid: 0,
    amount_due: b.amount as number,
    currency: 'INR',
    receipt: (b.receipt as string) ?? null,
    status: 'created',
    attempts: 0,
    notes: (b.notes as Record<string, string>) ?? {},
    created_at: nowSeconds(),
  };
  sandboxStore().orders.set(order.id, order);
  return Response.json(order);
}

async function createPlan(req: Request): Promise<Response> {
  const b = await body(req);
  const item = (b.item ?? {}) as { name?: string; amount?: number; currency?: string };
  if (!['daily', 'weekly', 'monthly', 'yearly'].includes(b.period as string)) return rzpError(400, 'The period field is invalid', 'period');
  if (!Number.isInteger(b.interval) || (b.interval as number) < 1) return rzpError(400, 'The interval must be at least 1', 'interval');
  if (!item.name || !Number.isInteger(item.amount) || (item.amount as number) < 100 || item.currency !== 'INR')
    return rzpError(400, 'The item is invalid', 'item');
  const plan: RazorpayPlan = {
    id: sandboxId('plan'),
    entity: 'plan',
    period: b.period as RazorpayPlan['period'],
    interval: b.interval as number,
    item: { name: item.name, amount: item.amount as number, currency: 'INR' },
    notes: (b.notes as Record<string, string>) ?? {},
    created_at: nowSeconds(),
  };
  sandboxStore().plans.set(plan.id, plan);
  return Response.json(plan);
}

async function createSubscription(req: Request, base: string): Promise<Response> {
  const b = await body(req);
  const plan = sandboxStore().plans.get(b.plan_id as string);
  if (!plan) return rzpError(400, 'The id provided does not exist', 'plan_id');
  const total = b.total_count as number;
  if (!Number.isInteger(total) || total < 1) return rzpError(400, 'The total count must be at least 1', 'total_count');
  const startAt = b.start_at;
  if (startAt !== undefined && (!Number.isInteger(startAt) || (startAt as number) <= nowSeconds()))
    return rzpError(400, 'start_at cannot be lesser than the current time', 'start_at');
  const id = sandboxId('sub');
  const sub: RazorpaySubscription = {
    id,
    entity: 'subscription',
    plan_id: plan.id,
    status: 'created',
    total_count: total,
    paid_count: 0,
    remaining_count: total,
    customer_notify: Boolean(b.customer_notify),
    notes: (b.notes as Record<string, string>) ?? {},
    current_start: null,
    current_end: null,
    charge_at: (startAt as number | undefined) ?? null,
    start_at: (startAt as number | undefined) ?? null,
    ended_at: null,
    short_url: `${base}/subscriptions/${id}`,
    created_at: nowSeconds(),
  };
  sandboxStore().subscriptions.set(id, sub);
  return Response.json(sub);
}

async function cancelSubscription(id: string): Promise<Response> {
  const sub = sandboxStore().subscriptions.get(id);
  if (!sub) return rzpError(400, 'The id provided does not exist', 'id');
  if (['cancelled', 'completed', 'expired'].includes(sub.status))
    return rzpError(400, 'Subscription is not cancellable in cancelled status.');
  sub.status = 'cancelled';
  sub.ended_at = nowSeconds();
  // Razorpay also notifies by webhook; the sandbox does the same after the answer.
  const { deliverLater, subscriptionEvent } = await import('./events');
  deliverLater([subscriptionEvent('subscription.cancelled', sub)]);
  return Response.json(sub);
}

/** Pause or resume: the answer is the subscription; the webhook follows, as Razorpay sends it. */
async function lifecycle(req: Request, id: string, what: 'pause' | 'resume'): Promise<Response> {
  const b = await body(req);
  const when = what === 'pause' ? b.pause_at : b.resume_at;
  if (when !== 'now') return rzpError(400, `${what}_at must be now`, `${what}_at`);
  const changed = what === 'pause' ? pauseSubscription(id) : resumeSubscription(id);
  if ('error' in changed) return rzpError(400, changed.error);
  await send(changed.events, 'later');
  return Response.json(changed.sub);
}

/** The Razorpay REST API, as far as we use it; paths from `/v1/` on. */
export async function handleSandboxApi(req: Request): Promise<Response> {
  if (!authorized(req)) return rzpError(401, 'Authentication failed');
  const url = new URL(req.url);
  const at = url.pathname.indexOf('/v1/');
  // The hosted pages (a subscription's short_url) are opened by donors' browsers: on the site itself when the
  // sandbox runs in-process, else where the sandbox was reached.
  const base =
    url.origin === IN_PROCESS_SANDBOX_ORIGIN
      ? absoluteUrl(RAZORPAY_SANDBOX_PATH)
      : `${url.origin}${url.pathname.slice(0, Math.max(0, at))}`;
  const parts = url.pathname
    .slice(at + 1)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent); // ['v1', ...]
  const s = sandboxStore();
  const m = req.method;
  const [, resource, id, sub] = parts;
  const found = <T>(v: T | undefined) => (v ? Response.json(v) : rzpError(400, 'The id provided does not exist', 'id'));

  if (resource === 'orders' && m === 'POST' && !id) return createOrder(req);
  if (resource === 'orders' && m === 'GET' && id && !sub) return found(s.orders.get(id));
  if (resource === 'orders' && m === 'GET' && id && sub === 'payments') {
    if (!s.orders.has(id)) return rzpError(400, 'The id provided does not exist', 'id');
    const items = [...s.payments.values()].filter((p) => p.order_id === id);
    return Response.json({ entity: 'collection', count: items.length, items });
  }
  if (resource === 'payments' && m === 'GET' && id && !sub) return found(s.payments.get(id));
  if (resource === 'payments' && m === 'POST' && id && sub === 'refund') {
    const payment = s.payments.get(id);
    if (!payment || payment.status !== 'captured') return rzpError(400, 'The payment has not been captured or does not exist');
    payment.status = 'refunded';
    return Response.json({
      id: sandboxId('rfnd'),
      entity: 'refund',
      amount: payment.amount,
      payment_id: id,
      status: 'processed',
      created_at: nowSeconds(),
    });
  }
  if (resource === 'plans' && m === 'POST' && !id) return createPlan(req);
  if (resource === 'plans' && m === 'GET' && id) return found(s.plans.get(id));
  if (resource === 'subscriptions' && m === 'POST' && !id) return createSubscription(req, base);
  if (resource === 'subscriptions' && m === 'GET' && id && !sub) return found(s.subscriptions.get(id));
  if (resource === 'subscriptions' && m === 'POST' && id && sub === 'cancel') return cancelSubscription(id);
  if (resource === 'subscriptions' && m === 'POST' && id && (sub === 'pause' || sub === 'resume')) return lifecycle(req, id, sub);
  return rzpError(404, 'The requested URL was not found on the server.');
}
