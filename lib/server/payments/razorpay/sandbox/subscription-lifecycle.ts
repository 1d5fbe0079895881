import 'server-only';
import type { RazorpayPlan, RazorpaySubscription } from '@/lib/server/payments/razorpay/types';
import { deliverAll, deliverLater, subscriptionEvent } from './events';
import { nowSeconds, sandboxStore, type SandboxEvent } from './store';

// What Razorpay does to a subscription between charges, as the sandbox plays it: pause and resume (the REST
// calls), a charge that fails (pending, then halted once the retries are used up) and the donor mending it on
// the subscription's hosted page (its short_url). Each change raises the webhook Razorpay raises.

/** The same day one period on (the 31st becomes the month's last day), in Unix seconds. */
export function nextPeriod(plan: Pick<RazorpayPlan, 'period' | 'interval'>, fromSeconds: number): number {
  const from = new Date(fromSeconds * 1000);
  const months = plan.period === 'yearly' ? 12 * plan.interval : plan.period === 'monthly' ? plan.interval : 0;
  if (!months) return fromSeconds + (plan.period === 'weekly' ? 7 : 1) * plan.interval * 86_400;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

type Change = { sub: RazorpaySubscription; events: SandboxEvent[] } | { error: string };

function change(id: string, allowed: RazorpaySubscription['status'][], apply: (sub: RazorpaySubscription) => string): Change {
  const sub = sandboxStore().subscriptions.get(id);
  if (!sub) return { error: 'The id provided does not exist' };
  if (!allowed.includes(sub.status)) return { error: `Subscription is not in a valid state for this operation: ${sub.status}` };
  const event = apply(sub);
  return { sub, events: [subscriptionEvent(event, sub)] };
}

/** POST /v1/subscriptions/:id/pause {pause_at: "now"}: only an active subscription pauses. */
export function pauseSubscription(id: string): Change {
  return change(id, ['active'], (sub) => {
    sub.status = 'paused';
    return 'subscription.paused';
  });
}

/** POST /v1/subscriptions/:id/resume {resume_at: "now"}: the next charge is the next one still ahead. */
export function resumeSubscription(id: string): Change {
  return change(id, ['paused'], (sub) => {
    sub.status = 'active';
    const plan = sandboxStore().plans.get(sub.plan_id);
    while (plan && sub.charge_at && sub.charge_at <= nowSeconds()) sub.charge_at = nextPeriod(plan, sub.charge_at);
    return 'subscription.resumed';
  });
}

/** A due charge fails: an active subscription goes pending (Razorpay retries), a pending one halts. */
export function failSubscriptionCharge(id: string): Change {
  return change(id, ['active', 'pending'], (sub) => {
    sub.status = sub.status === 'active' ? 'pending' : 'halted';
    return `subscription.${sub.status}`;
  });
}

export async function send(events: SandboxEvent[], mode: 'now' | 'later' | 'none') {
  if (mode === 'now') return deliverAll(events);
  if (mode === 'later') deliverLater(events);
  return [];
}
