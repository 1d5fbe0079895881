import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationSubscriptions } from '@/db/schema';
import { DomainError, fail } from '@/lib/domain/errors';
import type { Caller } from '@/lib/server/accounts';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import { log } from '@/lib/server/platform';
import { verifyLink } from './links';
import { recurringSummary, type RecurringSummary } from './subscriptions';

// "Update payment method": a recurring gift whose charge failed (pending: the gateway is retrying; halted: it
// stopped) is mended on the gateway's own page for that subscription (Razorpay's short_url, where the donor
// pays the charge that is due with another card, UPI or bank account, which also renews the mandate). Paying
// there takes that one charge (subscription.charged, recorded once per payment id) and the gateway stops its
// own retries, so nothing is charged twice. The mailed link (signed, in the gift's language) and My giving
// both lead here; only a pending or halted gift goes on to the gateway.

const NEEDS_PAYMENT = ['pending', 'halted'];

async function rowFor(id: number, signature: string | null): Promise<typeof donationSubscriptions.$inferSelect | null> {
  if (!Number.isSafeInteger(id) || !(await verifyLink('payment', id, signature))) return null;
  const db = await getDb();
  const [s] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, id));
  return s ?? null;
}

/** What the page shows for the signed link; null for a wrong link. */
export async function recurringForPaymentLink(
  _caller: Caller,
  id: number,
  signature: string | null,
): Promise<(RecurringSummary & { needsPayment: boolean }) | null> {
  const s = await rowFor(id, signature);
  if (!s) return null;
  return { ...recurringSummary(s), needsPayment: NEEDS_PAYMENT.includes(s.status) };
}

/** The gateway's page to pay the due charge of a pending or halted gift. */
export async function gatewayPaymentPage(s: typeof donationSubscriptions.$inferSelect): Promise<string> {
  if (!NEEDS_PAYMENT.includes(s.status)) throw fail('subscription.not_changeable');
  try {
    const fresh = await razorpay.fetchSubscription(s.razorpaySubscriptionId);
    if (!NEEDS_PAYMENT.includes(fresh.status) || !fresh.short_url) throw fail('subscription.not_changeable');
    return fresh.short_url;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    log().error({ err: error }, '[donations] subscription fetch failed');
    throw fail('subscription.gateway_failed');
  }
}

/** The signed link's button: where to send the donor. */
export async function paymentPageForLink(_caller: Caller, id: number, signature: string | null): Promise<string> {
  const s = await rowFor(id, signature);
  if (!s) throw fail('subscription.not_found');
  return gatewayPaymentPage(s);
}
