import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { orderInputSchema } from '@/lib/domain/validation/order';
import { badRequest, parseOr422 } from '@/lib/server/http';
import { requireSystem, type Caller } from '@/lib/server/accounts';
import { placeOrder } from '@/lib/server/orders';
import { startOrderPayment } from './initiate';
import { giveUpOrder, type Settlement } from './settle';
import { destination, pickReturnUrls } from './return-urls';

const orderIdSchema = z.object({ order_id: z.coerce.number().int().positive('The order id is invalid.') });

/**
 * POST /api/payments/initiate: with order_id, pays that order; with the whole order payload (the legacy
 * client's gateway checkout), places the order first. A gateway that cannot start gives the stock back.
 */
export async function initiateFromBody(caller: Caller, body: Record<string, unknown>) {
  const urls = pickReturnUrls(body);
  if (body.order_id != null && body.order_id !== '') {
    const { order_id } = parseOr422(orderIdSchema, body);
    return startOrderPayment(caller, order_id, urls);
  }
  if (!Array.isArray(body.items) && !Array.isArray(body.cart_items)) throw badRequest('Order ID is required for payment initiation');
  const input = parseOr422(orderInputSchema, { ...body, payment_method: 'easybuzz' });
  const { order } = await placeOrder(caller, input);
  try {
    return await startOrderPayment(caller, order.id, urls);
  } catch (error) {
    const db = await getDb();
    await db.transaction((tx) => giveUpOrder(tx, order.id, 'Payment could not be started'));
    throw error;
  }
}

export function objectBody(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('Expected a JSON object.');
  return value as Record<string, unknown>;
}

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
  const location = destination(kind, urls, { orderId: order?.id, orderNumber: order?.orderNumber, message: s.message });
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
