import 'server-only';
import { type Caller } from '@/lib/server/accounts';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations, donationSubscriptions } from '@/db/schema';
import { fail } from '@/lib/domain/errors';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import { razorpayConfig } from '@/lib/server/payments/razorpay/config';
import { verifyPaymentSignature, verifySubscriptionSignature } from '@/lib/server/payments/razorpay/signatures';
import { receiptLink } from './links';
import { recordSubscriptionCharge, settleOrderPayment } from './settlement';
import { log } from '@/lib/server/platform';
import { currentReceiptOf } from './receipts';

export type VerifiedDonation = {
  donation_id: number;
  payment_id: string;
  status: 'paid';
  receipt_number: string | null;
  receipt_url: string;
};

async function describe(donationId: number, paymentId: string): Promise<VerifiedDonation> {
  const db = await getDb();
  const [receipt] = await db.select({ n: donationReceipts.receiptNumber }).from(donationReceipts).where(currentReceiptOf(donationId));
  return {
    donation_id: donationId,
    payment_id: paymentId,
    status: 'paid',
    receipt_number: receipt?.n ?? null,
    receipt_url: await receiptLink(donationId),
  };
}

/**
 * The browser's report of a one-time payment. The signature is checked against the order id stored with
 * our donation, then the payment is fetched from the gateway (amount, currency, order): only then is it paid.
 * Any failure changes nothing.
 */
/** The donor's browser reports a payment; its Razorpay signature is the credential (anyone may call). */
export async function verifyDonationPayment(
  _caller: Caller,
  input: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  },
): Promise<VerifiedDonation> {
  const db = await getDb();
  const [d] = await db.select().from(donations).where(eq(donations.razorpayOrderId, input.razorpay_order_id));
  const config = razorpayConfig();
  if (
    !d?.razorpayOrderId ||
    !verifyPaymentSignature(config.keySecret, d.razorpayOrderId, input.razorpay_payment_id, input.razorpay_signature)
  ) {
    throw fail('donation.payment_unverified');
  }
  if (d.status === 'paid' && d.razorpayPaymentId === input.razorpay_payment_id) return describe(d.id, d.razorpayPaymentId);
  let payment;
  try {
    payment = await razorpay.fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    log().error({ err: error }, '[donations] payment fetch failed');
    throw fail('donation.payment_unverified');
  }
  const settled = await settleOrderPayment(d.razorpayOrderId, payment);
  if ('problem' in settled) throw fail('donation.payment_unverified');
  return describe(settled.donationId, settled.paymentId);
}

/** The browser's report of a subscription's first charge; the webhook may report the same payment. */
export async function verifyDonationSubscription(
  _caller: Caller,
  input: {
    razorpay_subscription_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  },
): Promise<VerifiedDonation> {
  const db = await getDb();
  const [sub] = await db
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.razorpaySubscriptionId, input.razorpay_subscription_id));
  const config = razorpayConfig();
  if (
    !sub ||
    !verifySubscriptionSignature(config.keySecret, input.razorpay_payment_id, sub.razorpaySubscriptionId, input.razorpay_signature)
  ) {
    throw fail('donation.subscription_unverified');
  }
  let payment;
  try {
    payment = await razorpay.fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    log().error({ err: error }, '[donations] payment fetch failed');
    throw fail('donation.subscription_unverified');
  }
  const settled = await recordSubscriptionCharge(sub.razorpaySubscriptionId, payment);
  if ('problem' in settled) throw fail('donation.subscription_unverified');
  return describe(settled.donationId, settled.paymentId);
}
