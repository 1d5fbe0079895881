import 'server-only';
import type { ContentLocale } from '@/lib/domain/localized';
import { eq } from 'drizzle-orm';
import { z } from '@/lib/domain/zod';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { idSchema } from '@/lib/domain/validation/fields';
import { orderInputSchema, type OrderInput } from '@/lib/domain/validation/order';
import type { PaymentResultCode } from '@/lib/domain/payment-results';
import { fail } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { fingerprintOf, idempotencyOwner, runIdempotent, validIdempotencyKey } from '@/lib/server/platform';
import { orderAccessTicket, placeOrder } from '@/lib/server/orders';
import { limitPaymentStarts, startOrderPayment } from './initiate';
import { giveUpOrder, type Settlement } from './settle';
import { destination, pickReturnUrls, type ReturnUrls } from './return-urls';

const orderIdSchema = z.object({ order_id: idSchema('The order id is invalid.') });

/**
 * POST /api/payments/initiate: with order_id, pays that order; with the whole order payload (the legacy
 * client's gateway checkout), places the order first. A gateway that cannot start gives the stock back.
 */
export async function initiateFromBody(caller: Caller, body: Record<string, unknown>) {
  const ip = caller.ip ?? 'unknown';
  const urls = pickReturnUrls(body);
  if (body.order_id != null && body.order_id !== '') {
    const { order_id } = parseOrRefuse(orderIdSchema, body);
    await limitPaymentStarts(ip, order_id);
    return startOrderPayment(caller, order_id, urls, body.access_token);
  }
  if (!Array.isArray(body.items) && !Array.isArray(body.cart_items)) throw fail('payment.order_id_required');
  const input = parseOrRefuse(orderInputSchema, { ...body, payment_method: 'easebuzz' });
  await limitPaymentStarts(ip);
  try {
    const { payment, accessToken } = await placeAndPay(caller, input, urls);
    if (!payment) throw fail('payment.cod_order');
    return accessToken ? { ...payment, access_token: accessToken } : payment;
  } catch (error) {
    // The API answers the gateway's own error (502, 503), as before the order was given up.
    throw error instanceof PaymentNotStarted ? error.reason : error;
  }
}

/** Thrown by placeAndPay when the order was placed but its payment could not start (the order was given up). */
export class PaymentNotStarted extends Error {
  constructor(readonly reason: unknown) {
    super('Payment could not be started');
  }
}

/** What a placement answers and a repeat with the same key gets back (never a guest's secret). */
type PlacedRef = { id: number; orderNumber: string; paymentMethod: string };

/**
 * Places the caller's order and, for the gateway, starts paying it. With an idempotency key (the checkout
 * form sends one per attempt) the placement is sealed in the order's own transaction: a double click, a
 * retry after a lost answer or the back button gets the same order, never a second one. When the gateway
 * cannot start, the order just placed is given up (stock and coupon back) and PaymentNotStarted carries the
 * gateway's error. Only an order placed here is ever given up: callers never name an order id.
 * accessToken: a guest's secret for the order, answered by the first placement only (a replay has none).
 */
export async function placeAndPay(
  caller: Caller,
  input: OrderInput,
  urls: ReturnUrls,
  idempotencyKey: string | null = null,
  locale: ContentLocale = 'en',
) {
  const key = validIdempotencyKey(idempotencyKey);
  const request = key ? { scope: 'site.checkout.place', owner: idempotencyOwner(caller), key, fingerprint: fingerprintOf(input) } : null;
  let accessToken: string | null = null;
  const { body: order } = await runIdempotent<PlacedRef>(request, async (seal) => {
    const refOf = (o: PlacedRef): PlacedRef => ({ id: o.id, orderNumber: o.orderNumber, paymentMethod: o.paymentMethod });
    const placed = await placeOrder(caller, input, { locale, onCommit: (tx, p) => seal(tx, { status: 201, body: refOf(p.order) }) });
    accessToken = placed.accessToken;
    return { status: 201, body: refOf(placed.order) };
  });
  if (order.paymentMethod !== 'easebuzz') return { order, payment: null, accessToken };
  try {
    return { order, payment: await startOrderPayment(caller, order.id, urls, accessToken), accessToken };
  } catch (error) {
    const db = await getDb();
    const released = await db.transaction((tx) => giveUpOrder(tx, order.id, 'Payment could not be started'));
    if (released) await expireAfter('stock.givenBack', { stock: released });
    throw new PaymentNotStarted(error);
  }
}

export function objectBody(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('request.expected_object');
  return value as Record<string, unknown>;
}

const RESULT_CODES: Record<Settlement['outcome'], PaymentResultCode | undefined> = {
  paid: undefined,
  failed: 'payment_failed',
  cancelled: 'payment_cancelled',
  pending: 'payment_pending',
  rejected: 'payment_unverified',
};

/**
 * surl/furl: the browser arrives with the gateway's form and leaves for the success, failure or cancel page
 * (the route answers a redirect, or JSON to a client that asked for it).
 */
export async function gatewayReturn(caller: Caller, s: Settlement) {
  requireSystem(caller, 'easebuzz-callback');
  const db = await getDb();
  const [order] = s.payment?.orderId ? await db.select().from(orders).where(eq(orders.id, s.payment.orderId)) : [];
  const urls = (s.payment?.raw as { urls?: Parameters<typeof destination>[1] } | null)?.urls;
  const kind = s.outcome === 'paid' ? 'success' : s.outcome === 'cancelled' ? 'cancel' : 'failure';
  const location = destination(kind, urls, {
    orderId: order?.id,
    orderNumber: order?.orderNumber,
    message: s.message,
    code: RESULT_CODES[s.outcome],
    // Only a result the gateway's hash vouched for hands a guest the ticket to the order's page.
    secret: order && order.userId == null && s.outcome !== 'rejected' ? orderAccessTicket(order.id) : null,
  });
  return {
    location,
    status: s.outcome === 'rejected' ? 400 : 200,
    body: {
      success: s.outcome === 'paid',
      message: s.message,
      data: { status: s.outcome, order_id: order?.id ?? null, order_number: order?.orderNumber ?? null, redirect_url: location },
    },
  };
}
