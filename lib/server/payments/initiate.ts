import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, payments } from '@/db/schema';
import { paiseToDecimalString, paiseToRupees } from '@/lib/domain/money';
import { z } from '@/lib/domain/zod';
import { idSchema } from '@/lib/domain/validation/fields';
import { absoluteUrl, enforceRateLimit } from '@/lib/server/platform';
import { parseOrRefuse } from '@/lib/server/errors';
import { mayReachOrder, type OrderRow } from '@/lib/server/orders';
import { fail } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { initiateLink } from '@/lib/server/payments/easebuzz/client';
import { hashSafe } from '@/lib/server/payments/easebuzz/hash';
import { pickReturnUrls, type ReturnUrls } from './return-urls';

// Every attempt opens a gateway session and a payments row: a caller (an account, or a guest's address) and
// an order get a bounded number.
const START_LIMITS = {
  caller: { limit: 20, windowSeconds: 600 },
  order: { limit: 10, windowSeconds: 600 },
};
/**
 * Once its payment starts, an unpaid order holds its stock until this long after it was placed (before that,
 * only briefly: orders/place.ts). Counted from placement, so starting again never holds the stock longer.
 */
const PAYMENT_WINDOW_MINUTES = 30;

/** What starting a payment answers (the contract's fields of POST /api/payments/initiate). */
export type PaymentStart = {
  payment_url: string;
  access_key: string;
  txnid: string;
  payment_id: number;
  order_id: number;
  order_number: string;
  amount: number;
  currency: string;
  mode: string;
};

/** Rate limits of every payment start (per account or guest address, and per order once it is known). */
export async function limitPaymentStarts(caller: Caller, orderId?: number): Promise<void> {
  const who = caller.kind === 'user' ? `user:${caller.userId}` : `ip:${caller.ip ?? 'unknown'}`;
  await Promise.all([
    enforceRateLimit(`payment-start:${who}`, START_LIMITS.caller, 'rate.payments'),
    orderId ? enforceRateLimit(`payment-start:order:${orderId}`, START_LIMITS.order, 'rate.payments') : null,
  ]);
}

const orderIdSchema = z.object({ order_id: idSchema('The order id is invalid.') });

/**
 * Pays an order placed before (POST /api/payments/initiate with order_id, the Easebuzz create-order call, the
 * profile's Pay Now). Orders of an account are paid by their owner (or staff); a guest order only with its
 * access token, never by its id alone. Unknown and foreign orders answer alike (404), so ids cannot be probed.
 */
export async function payPlacedOrder(caller: Caller, body: Record<string, unknown>): Promise<PaymentStart> {
  if (body.order_id == null || body.order_id === '') throw fail('payment.order_id_required');
  const { order_id } = parseOrRefuse(orderIdSchema, body);
  await limitPaymentStarts(caller, order_id);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, order_id));
  if (!order) throw fail('order.not_found');
  if (!mayReachOrder(caller, order, body.access_token)) {
    if (order.userId == null) throw fail('order.not_found');
    throw fail('payment.not_yours');
  }
  return openPayment(order, pickReturnUrls(body));
}

/**
 * Starts an Easebuzz payment for an order the caller may pay: one payments row per attempt (txnid unique),
 * then the gateway's initiateLink. A gateway that cannot start leaves the attempt marked failed.
 */
export async function openPayment(order: OrderRow, urls: ReturnUrls): Promise<PaymentStart> {
  if (order.paymentMethod !== 'easebuzz') throw fail('payment.cod_order');
  if (order.paymentStatus === 'paid') throw fail('payment.already_paid');
  if (order.status !== 'pending' || (order.expiresAt && order.expiresAt < new Date())) {
    throw fail('payment.no_longer_payable');
  }
  const db = await getDb();
  const cfg = easebuzzConfig();
  const txnid = `T${order.id}X${randomBytes(5).toString('hex').toUpperCase()}`;
  const [[payment]] = await Promise.all([
    db
      .insert(payments)
      .values({
        gateway: 'easebuzz',
        mode: cfg.mode,
        orderId: order.id,
        txnid,
        amountPaise: order.totalPaise,
        currency: order.currency,
        raw: { urls },
      })
      .returning({ id: payments.id }),
    db
      .update(orders)
      .set({
        paymentMode: cfg.mode,
        expiresAt: sql`greatest(${orders.expiresAt}, ${orders.createdAt} + make_interval(mins => ${PAYMENT_WINDOW_MINUTES}))`,
      })
      .where(eq(orders.id, order.id)),
  ]);
  try {
    const link = await initiateLink(cfg, {
      txnid,
      amount: paiseToDecimalString(order.totalPaise),
      productinfo: hashSafe(`Order ${order.orderNumber}`),
      firstname: hashSafe(order.shippingName, 60) || 'Customer',
      email: order.shippingEmail,
      phone: order.shippingPhone,
      surl: absoluteUrl('/api/payments/success'),
      furl: absoluteUrl('/api/payments/failure'),
      udf: { udf1: String(order.id), udf2: hashSafe(order.orderNumber) },
    });
    return {
      payment_url: link.paymentUrl,
      access_key: link.accessKey,
      txnid,
      payment_id: payment.id,
      order_id: order.id,
      order_number: order.orderNumber,
      amount: paiseToRupees(order.totalPaise),
      currency: order.currency,
      mode: cfg.mode,
    };
  } catch (error) {
    await db
      .update(payments)
      .set({ status: 'failed', errorMessage: (error as Error).message.slice(0, 300) })
      .where(eq(payments.id, payment.id));
    throw error;
  }
}
