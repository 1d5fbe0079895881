import 'server-only';
import type { ContentLocale } from '@/lib/domain/localized';
import { type Caller } from '@/lib/server/accounts';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions, gatewayPlans } from '@/db/schema';
import {
  causeByCode,
  DONATION_REFUSALS,
  isRecurring,
  planTerms,
  validateDonation,
  type DonationDraft,
  type RecurringFrequency,
  type ValidDonation,
} from '@/lib/domain/donations';
import { formatInr } from '@/lib/domain/money';
import { DomainError, fail, refusedFields } from '@/lib/domain/errors';
import { razorpay, RazorpayError } from '@/lib/server/payments/razorpay/client';
import { razorpayConfig } from '@/lib/server/payments/razorpay/config';
import { enforceRateLimit, log, panColumns } from '@/lib/server/platform';
import { offers80gToday } from './registration';
import { campaignForGift } from './campaigns';
import { idSchema } from '@/lib/domain/validation/fields';

/**
 * The spec's rules, the spec's messages: the first problem is the message, each field keeps its own. 80G is
 * refused while no registration covers today (before anything is recorded).
 */
function validOr422(draft: DonationDraft): ValidDonation {
  const result = validateDonation(draft);
  if (!result.ok) throw refusedFields(result.errors, result.refusal);
  if (result.value.want80G && !offers80gToday())
    throw refusedFields({ want80G: DONATION_REFUSALS.unavailable80g }, DONATION_REFUSALS.unavailable80g);
  return result.value;
}

/**
 * The campaign a gift is made for, when the draft names one: the gift takes its cause, and counts towards it
 * while it runs (campaignForGift). A campaign that does not exist is refused before anything is recorded.
 */
async function filedUnder(draft: DonationDraft, v: ValidDonation): Promise<{ v: ValidDonation; campaignId: number | null }> {
  const raw = draft.campaignId ?? draft.campaign_id;
  if (raw === undefined || raw === null || raw === '') return { v, campaignId: null };
  const id = idSchema().safeParse(raw);
  const campaign = id.success ? await campaignForGift(await getDb(), id.data) : null;
  if (!campaign) throw refusedFields({ campaign_id: { code: 'campaign.unknown' } }, { code: 'campaign.unknown' });
  return { v: { ...v, cause: causeByCode(campaign.causeCode) ?? v.cause }, campaignId: campaign.campaignId };
}

async function limit(caller: Caller) {
  await enforceRateLimit(`donation:${caller.ip ?? 'unknown'}`, { limit: 30, windowSeconds: 600 }, 'rate.donations');
}

function gatewayFailure(what: string, error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  log().error({ err: error }, `[donations] ${what}`);
  return fail(what === 'order' ? 'donation.order_failed' : 'donation.subscription_failed');
}

/** One-time gift: a pending donation, then a Razorpay order in paise with our donation id as receipt. */
/** Anyone may give; a signed-in donor's gift is linked to the account. */
/** locale: the site language the gift was made in (its mails follow it); the /api contract keeps English. */
export async function createDonationOrder(caller: Caller, draft: DonationDraft, locale: ContentLocale = 'en') {
  const { v, campaignId } = await filedUnder(draft, validOr422(draft));
  await limit(caller);
  const config = razorpayConfig();
  const db = await getDb();
  const [row] = await db
    .insert(donations)
    .values({
      userId: caller.kind === 'user' ? caller.userId : null,
      name: v.name,
      email: v.email,
      phone: v.phone,
      address: v.address,
      ...panColumns(v.pan),
      amountPaise: v.amountPaise,
      cause: v.cause.value,
      causeCode: v.cause.code,
      campaignId,
      frequency: 'one-time',
      want80g: v.want80G,
      eligible80g: v.want80G,
      wallDisplay: v.wallDisplay,
      wallShowAmount: v.showAmount,
      mode: config.mode,
      locale,
    })
    .returning({ id: donations.id });
  try {
    const order = await razorpay.createOrder({
      amount: v.amountPaise,
      currency: 'INR',
      receipt: `donation_${row.id}`,
      notes: { donation_id: String(row.id), cause: v.cause.code, want_80g: v.want80G ? 'yes' : 'no' },
    });
    await db.update(donations).set({ razorpayOrderId: order.id }).where(eq(donations.id, row.id));
    return { donationId: row.id, orderId: order.id, amount: order.amount, currency: order.currency, keyId: config.keyId, donor: v };
  } catch (error) {
    await db.update(donations).set({ status: 'failed' }).where(eq(donations.id, row.id));
    throw gatewayFailure('order', error);
  }
}

/** Plans have a fixed amount: one per (mode, period, interval, amount), created on first use. */
export async function planFor(
  mode: 'live' | 'sandbox',
  frequency: RecurringFrequency,
  amountPaise: number,
  fresh = false,
): Promise<{ rowId: number; planId: string }> {
  const db = await getDb();
  const { period, interval } = planTerms(frequency);
  const key = and(
    eq(gatewayPlans.gateway, 'razorpay'),
    eq(gatewayPlans.mode, mode),
    eq(gatewayPlans.period, period),
    eq(gatewayPlans.interval, interval),
    eq(gatewayPlans.amountPaise, amountPaise),
  );
  const [cached] = await db.select().from(gatewayPlans).where(key);
  if (cached && !fresh) return { rowId: cached.id, planId: cached.planId };
  const plan = await razorpay.createPlan({
    period,
    interval,
    item: {
      name: `${frequency[0].toUpperCase()}${frequency.slice(1)} donation of ${formatInr(amountPaise, { whole: true })}`,
      amount: amountPaise,
      currency: 'INR',
    },
  });
  if (cached) {
    await db.update(gatewayPlans).set({ planId: plan.id }).where(eq(gatewayPlans.id, cached.id));
    return { rowId: cached.id, planId: plan.id };
  }
  await db.insert(gatewayPlans).values({ gateway: 'razorpay', mode, planId: plan.id, period, interval, amountPaise }).onConflictDoNothing();
  const [row] = await db.select().from(gatewayPlans).where(key);
  return { rowId: row.id, planId: row.planId };
}

/** Recurring gift: a subscription on a cached plan; each charge later becomes its own donation. */
export async function createDonationSubscription(caller: Caller, draft: DonationDraft, locale: ContentLocale = 'en') {
  const { v, campaignId } = await filedUnder(draft, validOr422(draft));
  if (!isRecurring(v.frequency))
    throw refusedFields({ frequency: DONATION_REFUSALS.recurringFrequency }, DONATION_REFUSALS.recurringFrequency);
  await limit(caller);
  const config = razorpayConfig();
  const frequency = v.frequency;
  const { totalCount } = planTerms(frequency);
  const notes = { cause: v.cause.code, frequency, want_80g: v.want80G ? 'yes' : 'no' };
  try {
    let plan = await planFor(config.mode, frequency, v.amountPaise);
    let sub;
    try {
      sub = await razorpay.createSubscription({ plan_id: plan.planId, total_count: totalCount, customer_notify: false, notes });
    } catch (error) {
      // A cached plan the gateway no longer knows (the sandbox forgets its plans on restart): make a new one.
      if (!(error instanceof RazorpayError) || !error.badRequest) throw error;
      plan = await planFor(config.mode, frequency, v.amountPaise, true);
      sub = await razorpay.createSubscription({ plan_id: plan.planId, total_count: totalCount, customer_notify: false, notes });
    }
    const db = await getDb();
    const [row] = await db
      .insert(donationSubscriptions)
      .values({
        razorpaySubscriptionId: sub.id,
        planId: plan.rowId,
        mode: config.mode,
        userId: caller.kind === 'user' ? caller.userId : null,
        name: v.name,
        email: v.email,
        phone: v.phone,
        address: v.address,
        ...panColumns(v.pan),
        amountPaise: v.amountPaise,
        frequency,
        cause: v.cause.value,
        causeCode: v.cause.code,
        campaignId,
        want80g: v.want80G,
        wallDisplay: v.wallDisplay,
        wallShowAmount: v.showAmount,
        locale,
        totalCount,
        status: sub.status,
      })
      .returning({ id: donationSubscriptions.id });
    return {
      subscriptionRowId: row.id,
      subscriptionId: sub.id,
      amount: v.amountPaise,
      frequency,
      totalCount,
      keyId: config.keyId,
      donor: v,
    };
  } catch (error) {
    throw gatewayFailure('subscription', error);
  }
}
