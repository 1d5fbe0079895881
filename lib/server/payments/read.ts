import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders, payments } from '@/db/schema';
import { paiseToRupees } from '@/lib/domain/money';
import { isStaff } from '@/lib/domain/roles';
import { toWireGateway, toWirePaymentMethod } from '@/lib/domain/order-status';
import { fail } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { easebuzzConfig } from '@/lib/server/payments/easebuzz/config';
import { retrieveTransaction } from '@/lib/server/payments/easebuzz/client';
import { gatewayMode } from './mode';
import { settleVerified, type PaymentRow } from './settle';
import { COD_FEE_PAISE } from '@/lib/domain/pricing';

export function paymentWire(p: PaymentRow, order?: { orderNumber: string; status: string; paymentStatus: string } | null) {
  return {
    id: p.id,
    order_id: p.orderId,
    order_number: order?.orderNumber ?? null,
    order_status: order?.status ?? null,
    gateway: toWireGateway(p.gateway),
    mode: p.mode,
    txnid: p.txnid,
    transaction_id: p.txnid,
    payment_id: p.gatewayPaymentId,
    amount: paiseToRupees(p.amountPaise),
    currency: p.currency,
    status: p.status,
    payment_status: order?.paymentStatus ?? p.status,
    method: p.method,
    error_message: p.errorMessage,
    paid_at: p.paidAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
  };
}

/**
 * A payment by our id or txnid, refreshed from the gateway's retrieve API while it is pending (the answer
 * is verified and settled like a callback). Owner of the order or staff; a guest order's payment is
 * known only by its unguessable txnid.
 */
export async function paymentStatus(caller: Caller, by: { id: number } | { txnid: string }) {
  const db = await getDb();
  const where = 'id' in by ? eq(payments.id, by.id) : and(eq(payments.txnid, by.txnid), eq(payments.gateway, 'easebuzz'));
  const [row] = await db
    .select({ p: payments, userId: orders.userId })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  if (!row) throw fail('payment.not_found');
  const owner = row.userId == null ? 'txnid' in by : caller.kind === 'user' && (caller.userId === row.userId || isStaff(caller.role));
  if (!owner && !(caller.kind === 'user' && isStaff(caller.role))) throw fail('payment.cannot_view');
  if (row.p.status === 'pending' && row.p.gateway === 'easebuzz' && row.p.txnid) {
    const records = await retrieveTransaction(easebuzzConfig(), row.p.txnid);
    for (const record of records) await settleVerified(record, 'retrieve');
  }
  const [fresh] = await db
    .select({ p: payments, o: orders })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, row.p.id));
  return paymentWire(fresh.p, fresh.o);
}

/** The payment methods the checkout offers (public). */
export function paymentMethods(_caller: Caller) {
  const mode = gatewayMode('easebuzz');
  return [
    {
      id: toWirePaymentMethod('easebuzz'),
      code: toWirePaymentMethod('easebuzz'),
      name: 'Pay online (cards, UPI, net banking)',
      gateway: 'easebuzz',
      enabled: mode !== 'unconfigured',
      mode: mode === 'unconfigured' ? null : mode,
      fee: 0,
      default: true,
    },
    {
      id: 'cod',
      code: 'cod',
      name: 'Cash on delivery',
      gateway: null,
      enabled: true,
      mode: null,
      fee: paiseToRupees(COD_FEE_PAISE),
      default: false,
    },
  ];
}
