import 'server-only';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { donationSubscriptions } from '@/db/schema';
import { formatInr } from '@/lib/domain/money';
import { mailTranslator } from '@/lib/i18n/mail';
import { enqueueMail, kickMailDelivery } from '@/lib/server/mail';
import { FINISHED_SUBSCRIPTION } from '@/lib/server/payments/razorpay/cancel-subscription';
import { razorpay } from '@/lib/server/payments/razorpay/client';
import type { RazorpaySubscriptionStatus } from '@/lib/server/payments/razorpay/types';
import { linkMailText } from '@/lib/server/platform';
import { primeLinkSecret, updatePaymentLink } from './links';

type Subscription = typeof donationSubscriptions.$inferSelect;

/**
 * Webhooks arrive at least once and in any order (a `pending` sent before a `resumed` may come after it), and
 * two events can carry the same second in created_at. So an event is taken as a sign that the subscription
 * changed, never as its new state: the state is read from the gateway (GET /v1/subscriptions/:id) and stored
 * when it differs. A late or repeated event then reads the same, current state and changes nothing; a finished
 * subscription (cancelled, completed, expired) stays finished. The gateway being unreachable throws, so the
 * webhook answers 500 and Razorpay delivers again.
 */
export async function syncSubscriptionStatus(subscriptionId: string): Promise<Subscription | null> {
  const fresh = await razorpay.fetchSubscription(subscriptionId);
  return applySubscriptionStatus(subscriptionId, fresh.status);
}

/**
 * Stores `status` for the subscription unless it is finished or already so; a move into `pending` or `halted`
 * mails the donor (once per move: a repeated event finds the status already stored). Answers the row when the
 * status moved, else null.
 */
export async function applySubscriptionStatus(subscriptionId: string, status: RazorpaySubscriptionStatus): Promise<Subscription | null> {
  await primeLinkSecret();
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(donationSubscriptions)
      .set({ status, ...(status === 'cancelled' ? { cancelledAt: sql`coalesce(${donationSubscriptions.cancelledAt}, now())` } : {}) })
      .where(
        and(
          eq(donationSubscriptions.razorpaySubscriptionId, subscriptionId),
          ne(donationSubscriptions.status, status),
          notInArray(donationSubscriptions.status, FINISHED_SUBSCRIPTION),
        ),
      )
      .returning();
    if (row && (status === 'pending' || status === 'halted')) await mailPaymentProblem(tx, row, status);
    return row ?? null;
  });
  if (moved && (status === 'pending' || status === 'halted')) kickMailDelivery();
  return moved;
}

/** "Your payment did not go through" (pending: the gateway retries) or "your gift is on hold" (halted). */
async function mailPaymentProblem(tx: Tx, s: Subscription, status: 'pending' | 'halted') {
  const mail = mailTranslator(s.locale);
  const { t } = mail;
  const values = { frequency: t(`frequency.${s.frequency}`), amount: formatInr(s.amountPaise, { whole: true }) };
  await enqueueMail(tx, {
    kind: `donation-subscription-${status}`,
    to: s.email,
    subject: t(`recurring.${status}Subject`, values),
    text: linkMailText(mail, {
      greeting: t('donation.greeting', { name: s.name }),
      lead: `${t(`recurring.${status}Text`, values)}\n\n${t('recurring.fixLead')}`,
      url: await updatePaymentLink(s.id, s.locale),
      note: t('recurring.fixNote'),
    }),
  });
}
