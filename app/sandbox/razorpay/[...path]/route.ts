import { answeringDomainErrors, readText } from '@/lib/server/http';
import { gatewayMode } from '@/lib/server/payments';
import { handleSandboxApi } from '@/lib/server/payments/razorpay/sandbox/api';
import { chargeSubscription, payOrder, payPaidOrderAgain, paySubscription } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { SANDBOX_CHECKOUT_SCRIPT } from '@/lib/server/payments/razorpay/sandbox/checkout-script';
import { listEvents, replayEvent } from '@/lib/server/payments/razorpay/sandbox/events';
import { hostedSubscriptionPage, payHostedSubscription } from '@/lib/server/payments/razorpay/sandbox/hosted-subscription';
import { failSubscriptionCharge, send } from '@/lib/server/payments/razorpay/sandbox/subscription-lifecycle';

type Ctx = { params: Promise<{ path: string[] }> };

const notFound = () => Response.json({ error: { code: 'NOT_FOUND', description: 'Not found' } }, { status: 404 });

/** Anyone may post here while the sandbox is on: the body is bounded (413) before it is parsed. */
async function jsonBody(req: Request): Promise<Record<string, string | undefined>> {
  const text = await readText(req, 64 * 1024);
  try {
    return JSON.parse(text) as Record<string, string | undefined>;
  } catch {
    return {};
  }
}

// The Razorpay sandbox (DESIGN.md §6): the REST API under v1/, the stand-in checkout script and its pay
// endpoint, a subscription's hosted page (its short_url), and test controls (replay an event, send a recurring
// charge or a failed one, a second payment on a paid order). 404 unless the sandbox is on.
async function handle(req: Request, { params }: Ctx): Promise<Response> {
  if (gatewayMode('razorpay') !== 'sandbox') return notFound();
  const path = (await params).path.join('/');
  if (path.startsWith('v1/')) {
    const text = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readText(req, 64 * 1024);
    return handleSandboxApi(new Request(req.url, { method: req.method, headers: req.headers, body: text }));
  }
  if (req.method === 'GET' && path === 'checkout.js') {
    return new Response(SANDBOX_CHECKOUT_SCRIPT, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  if (req.method === 'GET' && path === 'test/events') return Response.json({ items: listEvents() });
  const hosted = /^subscriptions\/([\w-]{1,60})(\/pay)?$/.exec(path);
  if (hosted && req.method === 'GET' && !hosted[2]) return hostedSubscriptionPage(hosted[1]);
  if (hosted && req.method === 'POST' && hosted[2]) return payHostedSubscription(hosted[1]);
  if (req.method !== 'POST') return notFound();
  const body = await jsonBody(req);
  if (path === 'checkout/pay') {
    const outcome = body.outcome === 'fail' ? 'fail' : 'pay';
    const result = body.subscription_id
      ? await paySubscription(body.subscription_id, outcome, 'later')
      : await payOrder(body.order_id ?? '', outcome, 'later');
    return result.ok ? Response.json(result.response) : Response.json({ error: result.error }, { status: result.status });
  }
  if (path === 'test/replay') {
    const delivery = await replayEvent(body.event_id ?? '');
    return delivery ? Response.json(delivery) : notFound();
  }
  if (path === 'test/pay-again') {
    const again = await payPaidOrderAgain(body.order_id ?? '', 'now');
    return again ? Response.json({ payment_id: again.paymentId, deliveries: again.deliveries }) : notFound();
  }
  if (path === 'test/fail-charge') {
    const failed = failSubscriptionCharge(body.subscription_id ?? '');
    if ('error' in failed) return notFound();
    return Response.json({ status: failed.sub.status, deliveries: await send(failed.events, 'now') });
  }
  if (path === 'test/charge') {
    const charged = await chargeSubscription(body.subscription_id ?? '', 'now');
    return charged ? Response.json({ payment_id: charged.paymentId, deliveries: charged.deliveries }) : notFound();
  }
  return notFound();
}

const answer = (req: Request, ctx: Ctx) => answeringDomainErrors(() => handle(req, ctx));

export const GET = answer;
export const POST = answer;
