import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { donations, donationSubscriptions, payments } from '@/db/schema';
import { expireAfter } from '@/lib/server/cache';
import { kickMailDelivery } from '@/lib/server/mail';
import type { RazorpayPayment } from '@/lib/server/payments/razorpay/types';
import { primeLinkSecret } from './links';
import { issueDonationReceipt } from './receipts';
import { recordDuplicateDonationPayment } from './duplicate-payments';
import { refundDuplicatePayment } from '@/lib/server/payments';
import { log, panColumns } from '@/lib/server/platform';

export type Settled = {
  donationId: number;
  newlyPaid: boolean;
  paymentId: string;
  /** Our payment row of a second payment on an already paid donation (refunded after the commit). */
  duplicate?: number | null;
};
export type SettleProblem = { problem: 'unknown' | 'mismatch' | 'not-paid' };

/**
 * When the donor paid: the gateway's payment time (Razorpay's `created_at`, Unix seconds), never later than our
 * own clock (a gateway clock running ahead must not date a gift in the future). It dates the gift, its receipt
 * and the receipt's financial year; when we learnt of it is kept apart (settled_at). A gift paid at 23:55 on
 * 31 March and settled after midnight belongs to the year that ended.
 */
export function paymentTime(p: Pick<RazorpayPayment, 'created_at'>, now = new Date()): Date {
  const at = Number.isFinite(p.created_at) && p.created_at > 0 ? new Date(p.created_at * 1000) : now;
  return at.getTime() > now.getTime() ? now : at;
}

/** Only money that reached the gateway counts; authorized payments of auto-capture orders are captured next. */
const isSuccessful = (p: RazorpayPayment) => p.status === 'captured' || p.status === 'authorized';

/**
 * Marks the donation of a Razorpay order paid with this payment, after checking the gateway's own amount,
 * currency and order id. Called by the browser verification, the webhook and reconciliation alike: the
 * conditional update lets exactly one of them issue the receipt. A paid donation never changes again.
 */
export async function settleOrderPayment(orderId: string, payment: RazorpayPayment): Promise<Settled | SettleProblem> {
  await primeLinkSecret();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [d] = await tx.select().from(donations).where(eq(donations.razorpayOrderId, orderId));
    if (!d) return { problem: 'unknown' } as const;
    if (payment.order_id !== orderId || payment.amount !== d.amountPaise || payment.currency !== d.currency) {
      log().error(`[donations] payment ${payment.id} does not match donation ${d.id} (order ${orderId})`);
      return { problem: 'mismatch' } as const;
    }
    if (!isSuccessful(payment)) return { problem: 'not-paid' } as const;
    const [updated] = await tx
      .update(donations)
      .set({ status: 'paid', razorpayPaymentId: payment.id, paidAt: paymentTime(payment), settledAt: sql`now()` })
      .where(and(eq(donations.id, d.id), inArray(donations.status, ['pending', 'failed', 'cancelled'])))
      .returning({ id: donations.id });
    if (!updated) {
      // Paid already. The same payment reported again changes nothing; another payment is money to give back.
      const duplicate =
        d.razorpayPaymentId && d.razorpayPaymentId !== payment.id ? await recordDuplicateDonationPayment(tx, d, payment) : null;
      return { donationId: d.id, newlyPaid: false, paymentId: d.razorpayPaymentId ?? payment.id, duplicate };
    }
    await recordPayment(tx, d.id, d.mode ?? 'live', payment);
    await issueDonationReceipt(tx, d.id);
    return { donationId: d.id, newlyPaid: true, paymentId: payment.id, duplicate: null, campaignId: d.campaignId };
  });
  if ('donationId' in result && result.duplicate != null) await refundDuplicatePayment(result.duplicate);
  if ('newlyPaid' in result && result.newlyPaid) {
    kickMailDelivery();
    await expireAfter('donation.paid', { campaignId: result.campaignId });
  }
  return result;
}

async function recordPayment(tx: Tx, donationId: number, mode: 'live' | 'sandbox', p: RazorpayPayment) {
  await tx
    .insert(payments)
    .values({
      gateway: 'razorpay',
      mode,
      donationId,
      gatewayPaymentId: p.id,
      gatewayOrderId: p.order_id,
      amountPaise: p.amount,
      currency: p.currency,
      status: 'paid',
      method: p.method,
      raw: p as unknown as Record<string, unknown>,
      paidAt: paymentTime(p),
    })
    .onConflictDoNothing();
}

/** A failed attempt marks a pending donation failed; never a paid one (a later capture can still pay it). */
export async function markOrderAttemptFailed(orderId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(donations)
    .set({ status: 'failed' })
    .where(and(eq(donations.razorpayOrderId, orderId), eq(donations.status, 'pending')));
}

/**
 * One recurring charge = one paid donation with its own receipt. Unique on the gateway payment id, so the
 * first charge, reported by both the browser and the webhook, is recorded once.
 */
export async function recordSubscriptionCharge(subscriptionId: string, payment: RazorpayPayment): Promise<Settled | SettleProblem> {
  await primeLinkSecret();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(donationSubscriptions).where(eq(donationSubscriptions.razorpaySubscriptionId, subscriptionId));
    if (!sub) return { problem: 'unknown' } as const;
    if (payment.amount !== sub.amountPaise || payment.currency !== 'INR') {
      log().error(`[donations] charge ${payment.id} does not match subscription ${sub.id}`);
      return { problem: 'mismatch' } as const;
    }
    if (!isSuccessful(payment)) return { problem: 'not-paid' } as const;
    const [created] = await tx
      .insert(donations)
      .values({
        userId: sub.userId,
        subscriptionId: sub.id,
        name: sub.name,
        email: sub.email,
        phone: sub.phone,
        address: sub.address,
        // Sealed as the template keeps it (a template from before the key is sealed here).
        ...panColumns(sub.pan),
        amountPaise: sub.amountPaise,
        cause: sub.cause,
        causeCode: sub.causeCode,
        // A charge counts towards the gift's campaign only up to the campaign's last day (India), then the cause alone.
        campaignId: sub.campaignId
          ? sql`(select c.id from campaigns c where c.id = ${sub.campaignId} and c.ends_on >= (now() at time zone 'Asia/Kolkata')::date)`
          : null,
        frequency: sub.frequency,
        want80g: sub.want80g,
        eligible80g: sub.want80g,
        wallDisplay: sub.wallDisplay,
        wallShowAmount: sub.wallShowAmount,
        locale: sub.locale,
        status: 'paid',
        paymentMode: 'razorpay',
        mode: sub.mode,
        razorpayPaymentId: payment.id,
        razorpaySubscriptionId: subscriptionId,
        paidAt: paymentTime(payment),
        settledAt: sql`now()`,
      })
      .onConflictDoNothing({ target: donations.razorpayPaymentId })
      .returning({ id: donations.id, campaignId: donations.campaignId });
    if (!created) {
      const [existing] = await tx.select({ id: donations.id }).from(donations).where(eq(donations.razorpayPaymentId, payment.id));
      return { donationId: existing.id, newlyPaid: false, paymentId: payment.id };
    }
    await tx
      .update(donationSubscriptions)
      .set({
        paidCount: sql`${donationSubscriptions.paidCount} + 1`,
        status: sql`case when ${donationSubscriptions.status} in ('created', 'authenticated', 'pending', 'halted') then 'active' else ${donationSubscriptions.status} end`,
      })
      .where(eq(donationSubscriptions.id, sub.id));
    await recordPayment(tx, created.id, sub.mode, payment);
    await issueDonationReceipt(tx, created.id);
    return { donationId: created.id, newlyPaid: true, paymentId: payment.id, campaignId: created.campaignId };
  });
  if ('newlyPaid' in result && result.newlyPaid) {
    kickMailDelivery();
    await expireAfter('donation.paid', { campaignId: result.campaignId });
  }
  return result;
}
