import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, payments } from '@/db/schema';
import { paiseToDecimalString, paiseToRupees } from '@/lib/domain/money';
import { absoluteUrl, enforceRateLimit } from '@/lib/server/platform';
import { mayReachOrder } from '@/lib/server/orders';
import { fail } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { initiateLink } from '@/lib/server/payments/easebuzz/client';
import { hashSafe } from '@/lib/server/payments/easebuzz/hash';
import type { ReturnUrls } from './return-urls';

// Every attempt opens a gateway session and a payments row: an address, and an order, get a bounded number.
const START_LIMITS = {
  ip: { limit: 20, windowSeconds: 600 },
  order: { limit: 10, windowSeconds: 600 },
};
/**
 * Once its payment starts, an unpaid order holds its stock until this long after it was placed (before that,
 * only briefly: orders/place.ts). Counted from placement, so starting again never holds the stock longer.
 */
const PAYMENT_WINDOW_MINUTES = 30;

/** Rate limits of every payment-initiation path (per address, and per order once it is known). */
export async function limitPaymentStarts(ip: string, orderId?: number): Promise<void> {
  await enforceRateLimit(`payment-start:ip:${ip}`, START_LIMITS.ip, 'rate.payments');
  if (orderId) await enforceRateLimit(`payment-start:order:${orderId}`, START_LIMITS.order, 'rate.payments');
}

/**
 * Starts an Easebuzz payment for an order: one payments row per attempt (txnid unique), then initiateLink.
 * Orders of an account are paid by their owner (or staff); a guest order only with its access token
 * (`secret`), never by its id alone. Unknown and foreign orders answer alike (404), so ids cannot be probed.
 */
export async function startOrderPayment(caller: Caller, orderId: number, urls: ReturnUrls, secret?: unknown) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail('order.not_found');
  if (!mayReachOrder(caller, order, secret)) {
    if (order.userId == null) throw fail('order.not_found');
    throw fail('payment.not_yours');
  }
  if (order.paymentMethod !== 'easebuzz') throw fail('payment.cod_order');
  if (order.paymentStatus === 'paid') throw fail('payment.already_paid');
  if (order.status !== 'pending' || (order.expiresAt && order.expiresAt < new Date())) {
    throw fail('payment.no_longer_payable');
  }
  const cfg = easebuzzConfig();
  const txnid = `T${order.id}X${randomBytes(5).toString('hex').toUpperCase()}`;
  const [payment] = await db
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
    .returning();
  await db
    .update(orders)
    .set({
      paymentMode: cfg.mode,
      expiresAt: sql`greatest(${orders.expiresAt}, ${orders.createdAt} + make_interval(mins => ${PAYMENT_WINDOW_MINUTES}))`,
    })
    .where(eq(orders.id, order.id));
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
