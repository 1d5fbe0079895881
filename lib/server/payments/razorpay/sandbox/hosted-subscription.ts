import 'server-only';
import { escapeHtml } from '@/lib/domain/html';
import { fixSubscriptionPayment } from './checkout';
import { sandboxStore } from './store';

// The subscription's hosted page (its short_url), as the sandbox plays it: where a donor whose recurring charge
// failed pays the due charge with another method. One button pays it (once: a subscription that is not waiting
// for a payment is not charged); the webhooks follow as Razorpay sends them.

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111"><main><p style="background:#fef3c7;color:#92400e;padding:4px 8px;border-radius:6px;font-size:14px">Test mode: no money is taken</p><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const money = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

export function hostedSubscriptionPage(id: string): Response {
  const sub = sandboxStore().subscriptions.get(id);
  if (!sub) return page('Subscription not found', '<p>This link does not lead to a subscription.</p>');
  const plan = sandboxStore().plans.get(sub.plan_id);
  const due = ['pending', 'halted'].includes(sub.status);
  const amount = plan ? money(plan.item.amount) : '';
  return page(
    'Update your payment method',
    due
      ? `<p>${escapeHtml(plan?.item.name ?? '')}: a payment of ${amount} is due.</p><form method="post" action="${escapeHtml(id)}/pay"><button type="submit" style="padding:10px 18px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-weight:600">Pay ${amount}</button></form>`
      : `<p>This subscription is ${escapeHtml(sub.status)}: nothing is due.</p>`,
  );
}

export async function payHostedSubscription(id: string): Promise<Response> {
  const paid = await fixSubscriptionPayment(id, 'later');
  return page(
    paid ? 'Payment done' : 'Nothing to pay',
    paid ? '<p>Thank you. You can close this page.</p>' : '<p>This subscription has no payment due.</p>',
  );
}
