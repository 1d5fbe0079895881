import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@/db';
import { donations, payments } from '@/db/schema';
import { foundation } from '@/lib/config/foundation';
import { formatInr } from '@/lib/domain/money';
import { enqueueMail } from '@/lib/server/mail';
import { recordAudit } from '@/lib/server/platform';
import type { RazorpayPayment } from '@/lib/server/payments/razorpay/types';

type Donation = typeof donations.$inferSelect;

/**
 * In the settling transaction: `payment` was captured for a donation another payment had already paid (a
 * second tab, a late authorisation). As the shop does with a second payment on a paid order
 * (payments/duplicates.ts), it is recorded as the money it is, marked a duplicate of the first, audited, and
 * the donor is told it goes back; the refund runs after the commit, and the back-office dashboard lists it
 * until its money has gone back. Answers the new payment row's id, or null when this payment was recorded
 * before (payment.captured and order.paid report the same one).
 */
export async function recordDuplicateDonationPayment(tx: Tx, d: Donation, payment: RazorpayPayment): Promise<number | null> {
  const [first] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.donationId, d.id), isNull(payments.duplicateOfPaymentId)))
    .orderBy(asc(payments.id))
    .limit(1);
  const [row] = await tx
    .insert(payments)
    .values({
      gateway: 'razorpay',
      mode: d.mode ?? 'live',
      donationId: d.id,
      gatewayPaymentId: payment.id,
      gatewayOrderId: payment.order_id,
      amountPaise: payment.amount,
      currency: payment.currency,
      status: 'paid',
      method: payment.method,
      raw: payment as unknown as Record<string, unknown>,
      paidAt: new Date(),
      // The first payment's row; without one (recorded before payments were kept), the duplicate points at itself.
      duplicateOfPaymentId: first?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!row) return null;
  if (!first) await tx.update(payments).set({ duplicateOfPaymentId: row.id }).where(eq(payments.id, row.id));
  await recordAudit(tx, null, {
    action: 'donation.duplicate_payment',
    entityType: 'donation',
    entityId: d.id,
    after: {
      payment_id: payment.id,
      first_payment_id: d.razorpayPaymentId,
      amountPaise: payment.amount,
      mode: d.mode,
      refund: 'automatic',
    },
  });
  if (d.email) {
    await enqueueMail(tx, {
      kind: 'duplicate_payment',
      to: d.email,
      subject: `${d.mode === 'sandbox' ? '[TEST] ' : ''}Your second payment for the same donation will be refunded`,
      text: `Dear ${d.name},\n\nWe received a second payment of ${formatInr(payment.amount)} (payment id ${payment.id}) for your donation, which was already paid (payment id ${d.razorpayPaymentId}). You are not charged twice: the second payment goes back to the account it came from, usually within 5 to 7 working days. Your receipt stays as it is.\n\nIf you have questions, reply to this mail or write to ${foundation.email}.\n\nWith gratitude,\n${foundation.name}\n`,
    });
  }
  return row.id;
}
