import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notExists } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { orderEvents, orders, payments, refunds } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { formatInr, paiseToRupees } from '@/lib/domain/money';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import { absoluteUrl, recordAudit, log } from '@/lib/server/platform';
import { requireStaff, requireSystem, type Caller } from '@/lib/server/accounts';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import type { OrderRow } from '@/lib/server/orders';
import type { DuplicatePaymentsReport } from '@/lib/domain/wire/backoffice';
import { issueRefund } from './refunds';

type PaymentRow = typeof payments.$inferSelect;

const DUPLICATE_REASON = 'Duplicate payment: the order was already paid';

/**
 * In the settling transaction: `payment` succeeded for an order another payment had already paid (two tabs,
 * a retried checkout). It stays recorded as the money it is, marked a duplicate of the first; the timeline
 * says so and the buyer is told that it goes back. The refund itself runs after the commit.
 */
export async function recordDuplicatePayment(tx: DbOrTx, payment: PaymentRow, order: OrderRow): Promise<void> {
  const [first] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        ne(payments.id, payment.id),
        inArray(payments.status, ['paid', 'partially_refunded', 'refunded']),
        isNull(payments.duplicateOfPaymentId),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id))
    .limit(1);
  await tx
    .update(payments)
    .set({ duplicateOfPaymentId: first?.id ?? payment.id })
    .where(eq(payments.id, payment.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: 'note',
    title: `Second payment of ${formatInr(payment.amountPaise)} received: it is being refunded`,
    note: `Payment ${payment.txnid ?? payment.id} arrived after the order was already paid.`,
  });
  // In the language the order was placed in, linking the tracking page in that language.
  const mail = mailTranslator(order.locale);
  const trackUrl = absoluteUrl(mailPath(mail, `/track?order=${encodeURIComponent(order.orderNumber)}`));
  await enqueueMail(tx, {
    kind: 'duplicate_payment',
    to: order.shippingEmail,
    subject: mail.t('order.duplicateSubject', { number: order.orderNumber }),
    text: [
      mail.t('order.greeting', { name: order.shippingName }),
      '',
      mail.t('order.duplicateText', { amount: formatInr(payment.amountPaise), number: order.orderNumber }),
      '',
      mail.t('order.questions', { email: foundation.email }),
      '',
      mail.t('order.track', { url: trackUrl }),
      '',
      foundation.name,
      '',
    ].join('\n'),
  });
}

/**
 * Gives a duplicate payment back through the gateway. Where the gateway refuses or cannot be reached, the
 * payment stays flagged (paid, duplicate, not refunded) for staff: the order's timeline and
 * duplicatePaymentsForStaff() show it. Safe to call again: the refund carries its idempotency id.
 */
export async function refundDuplicatePayment(paymentId: number): Promise<'refunded' | 'flagged'> {
  try {
    await issueRefund(null, paymentId, null, DUPLICATE_REASON);
    return 'refunded';
  } catch (error) {
    log().error({ err: error }, `[payments] automatic refund of duplicate payment ${paymentId} failed`);
    const db = await getDb();
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
    await db.transaction(async (tx) => {
      if (p?.orderId) {
        await tx.insert(orderEvents).values({
          orderId: p.orderId,
          kind: 'note',
          title: 'Duplicate payment not refunded automatically: refund it by hand',
          note: error instanceof Error ? error.message.slice(0, 300) : null,
        });
      }
      await recordAudit(tx, null, { action: 'payment.duplicate_refund_failed', entityType: 'payment', entityId: paymentId });
    });
    return 'flagged';
  } finally {
    kickMailDelivery();
  }
}

/**
 * Duplicates whose refund never started (the process ended between settling and refunding) or never heard
 * back (the gateway was unreachable): reconciliation tries again with the same refund id. One the gateway
 * refused (a failed refund) is left to staff.
 */
async function duplicatesAwaitingRefund(limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.duplicateOfPaymentId),
        eq(payments.status, 'paid'),
        notExists(
          db
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.paymentId, payments.id), eq(refunds.status, 'failed'))),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The reconciliation job's pass over duplicates awaiting their refund; returns how many went back. */
export async function refundWaitingDuplicates(caller: Caller, deadline: number, limit = 50): Promise<number> {
  requireSystem(caller, 'reconcile-job');
  let refunded = 0;
  for (const id of await duplicatesAwaitingRefund(limit)) {
    if (Date.now() >= deadline) break;
    if ((await refundDuplicatePayment(id)) === 'refunded') refunded++;
  }
  return refunded;
}

/**
 * For the back-office (dashboard card, order lists): every duplicate payment (orders' and donations'), with `needs_attention` when its
 * money has not gone back (the automatic refund failed or is still pending). Staff only.
 */
export async function duplicatePaymentsForStaff(caller: Caller): Promise<DuplicatePaymentsReport> {
  requireStaff(caller);
  const db = await getDb();
  const rows = await db
    .select({ p: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(isNotNull(payments.duplicateOfPaymentId))
    .orderBy(desc(payments.id))
    .limit(200);
  const items = rows.map(({ p, orderNumber }) => ({
    payment_id: p.id,
    order_id: p.orderId,
    order_number: orderNumber,
    donation_id: p.donationId,
    duplicate_of_payment_id: p.duplicateOfPaymentId,
    amount: paiseToRupees(p.amountPaise),
    mode: p.mode,
    status: p.status,
    needs_attention: p.status === 'paid' || p.status === 'partially_refunded',
    paid_at: p.paidAt?.toISOString() ?? null,
  }));
  return { needs_attention: items.filter((i) => i.needs_attention).length, items };
}
