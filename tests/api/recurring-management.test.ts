import { absoluteUrl } from '@/lib/server/platform';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db';
import { auditLog, donations, donationSubscriptions, mailOutbox, users } from '@/db/schema';
import type { SignedInCaller } from '@/lib/server/accounts/caller';
import { guestCaller } from '@/lib/server/accounts';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { openGivingLink } from '@/lib/server/donations';
import { completeReplacement } from '@/lib/server/donations/recurring-change';
import {
  cancelMyRecurringGift,
  confirmMyRecurringChange,
  myPaymentPage,
  pauseMyRecurringGift,
  previewMyRecurringChange,
  resumeMyRecurringGift,
  startMyRecurringChange,
} from '@/lib/server/donations/recurring-management';
import { paymentPageForLink } from '@/lib/server/donations/payment-update';
import { deliverDueMail } from '@/lib/server/mail';
import { chargeSubscription, fixSubscriptionPayment, paySubscription } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { replayEvent } from '@/lib/server/payments/razorpay/sandbox/events';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { failSubscriptionCharge, send } from '@/lib/server/payments/razorpay/sandbox/subscription-lifecycle';
import { resetEnvCache } from '@/lib/server/platform';
import { api } from '@/tests/support/api';
import { createSubscription, ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { decode } from '@/tests/support/mime';
import { startTestSmtp } from '@/tests/support/smtp';
import { createUser } from '@/tests/support/users';

// Issue 36, items 2 and 3: a donor pauses, resumes, cancels and changes their own recurring gift from My giving;
// a failed charge mails the donor a way to pay; webhooks arriving late or twice never undo a later state nor
// charge or mail twice (the state is read from the gateway, lib/server/donations/recurring-state.ts).

beforeAll(() => useRazorpaySandbox());
afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCache();
});

/** A donor with a monthly gift whose first charge is paid (browser and webhook both reported). */
async function monthlyDonor(overrides: Record<string, unknown> = {}) {
  const { data, body } = await createSubscription({ amount: 600 + Math.floor(Math.random() * 300) * 10, ...overrides });
  const paid = await paySubscription(data.subscription_id, 'pay', 'now');
  if (!paid.ok) throw new Error('sandbox payment failed');
  const db = await getDb();
  const [row] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
  return { email: body.email.toLowerCase(), gatewayId: data.subscription_id, row };
}

/** A My giving visit for `email`, opened as the mailed link's button opens it. */
async function visitOf(email: string): Promise<string> {
  await api.post('/api/giving/link', { body: { email }, headers: ipHeaders() });
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'giving-link'), eq(mailOutbox.toAddress, email)))
    .orderBy(mailOutbox.id);
  const token = new URL(/http\S+\/giving\/open\?token=\S+/.exec(mail.textBody)![0]).searchParams.get('token')!;
  return (await openGivingLink(guestCaller('198.51.100.9'), token))!.value;
}

async function stored(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.id, id));
  return row;
}

async function giftsOf(subscriptionRowIds: number[]) {
  const db = await getDb();
  return db.select().from(donations).where(inArray(donations.subscriptionId, subscriptionRowIds));
}

async function mailsOf(email: string, kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
}

/** The sandbox's stored events of one type for one subscription (to deliver again, late or twice). */
function eventsOf(gatewayId: string, type: string) {
  return [...sandboxStore().events.values()].filter((e) => e.type === type && e.body.includes(gatewayId));
}

describe('pause and resume from My giving', () => {
  it('pauses and resumes at the gateway; a late paused and a repeated resumed leave it active', async () => {
    const { email, gatewayId, row } = await monthlyDonor();
    const visit = await visitOf(email);
    expect(await pauseMyRecurringGift(guestCaller(), visit, row.id)).toEqual({ status: 'paused' });
    expect(sandboxStore().subscriptions.get(gatewayId)!.status).toBe('paused');
    expect((await stored(row.id)).status).toBe('paused');
    // Paused twice is refused (nothing to pause), and nothing changes.
    await expect(pauseMyRecurringGift(guestCaller(), visit, row.id)).rejects.toMatchObject({ code: 'subscription.not_changeable' });
    expect(await resumeMyRecurringGift(guestCaller(), visit, row.id)).toEqual({ status: 'active' });
    expect(sandboxStore().subscriptions.get(gatewayId)!.status).toBe('active');
    // The webhooks come now: paused after resumed, each twice. The gift stays active.
    const [paused] = eventsOf(gatewayId, 'subscription.paused');
    const [resumed] = eventsOf(gatewayId, 'subscription.resumed');
    for (const e of [resumed, paused, paused, resumed, paused]) expect((await replayEvent(e.id))?.status).toBe(200);
    expect((await stored(row.id)).status).toBe('active');
    const db = await getDb();
    const trail = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'donation_subscription'), eq(auditLog.entityId, String(row.id))));
    expect(trail.map((a) => a.action)).toEqual(['donation.subscription.pause', 'donation.subscription.resume']);
  });

  it('answers 404 to another donor, to no visit and to an unconfirmed account; a confirmed account of the address may', async () => {
    const { email, row } = await monthlyDonor();
    const other = await monthlyDonor();
    const otherVisit = await visitOf(other.email);
    for (const act of [pauseMyRecurringGift, resumeMyRecurringGift, cancelMyRecurringGift, myPaymentPage]) {
      await expect(act(guestCaller(), otherVisit, row.id)).rejects.toMatchObject({ code: 'subscription.not_found' });
      await expect(act(guestCaller(), null, row.id)).rejects.toMatchObject({ code: 'subscription.not_found' });
    }
    await expect(
      previewMyRecurringChange(guestCaller(), otherVisit, row.id, { amount: '900', frequency: 'monthly' }),
    ).rejects.toMatchObject({
      code: 'subscription.not_found',
    });
    const user = await createUser('user', { email });
    const caller: SignedInCaller = { kind: 'user', userId: user.id, role: 'user', name: user.name, email, via: 'session', ip: null };
    await expect(pauseMyRecurringGift(caller, null, row.id)).rejects.toMatchObject({ code: 'subscription.not_found' });
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    expect(await pauseMyRecurringGift(caller, null, row.id)).toEqual({ status: 'paused' });
    expect((await stored(row.id)).status).toBe('paused');
    expect((await stored(other.row.id)).status).toBe('active');
  });

  it('cancels once from My giving; a late resumed or activated keeps it cancelled', async () => {
    const { email, gatewayId, row } = await monthlyDonor();
    const visit = await visitOf(email);
    expect(await cancelMyRecurringGift(guestCaller(), visit, row.id)).toEqual({ alreadyCancelled: false });
    expect(await cancelMyRecurringGift(guestCaller(), visit, row.id)).toEqual({ alreadyCancelled: true });
    expect(sandboxStore().subscriptions.get(gatewayId)!.status).toBe('cancelled');
    for (const e of eventsOf(gatewayId, 'subscription.activated')) await replayEvent(e.id);
    expect((await stored(row.id)).status).toBe('cancelled');
    expect(await mailsOf(email, 'donation-subscription-cancelled')).toHaveLength(1);
    expect(await chargeSubscription(gatewayId, 'now')).toBeNull();
  });
});

describe('a failed charge followed up', () => {
  it('pending and halted each mail the donor once, in Hindi, with a link to pay; the fix charges once; late events undo nothing', async () => {
    const { email, gatewayId, row } = await monthlyDonor({ amount: 1100 });
    const db = await getDb();
    await db.update(donationSubscriptions).set({ locale: 'hi' }).where(eq(donationSubscriptions.id, row.id));
    const pending = failSubscriptionCharge(gatewayId);
    if ('error' in pending) throw new Error(pending.error);
    expect((await send(pending.events, 'now')).map((d) => d.status)).toEqual([200]);
    expect((await stored(row.id)).status).toBe('pending');
    const halted = failSubscriptionCharge(gatewayId);
    if ('error' in halted) throw new Error(halted.error);
    await send(halted.events, 'now');
    // Each delivered again, and the pending one late (after the halted).
    for (const e of [...halted.events, ...pending.events, ...pending.events]) await replayEvent(e.id);
    expect((await stored(row.id)).status).toBe('halted');
    const [pendingMail, ...morePending] = await mailsOf(email, 'donation-subscription-pending');
    const [haltedMail, ...moreHalted] = await mailsOf(email, 'donation-subscription-halted');
    expect(morePending).toHaveLength(0);
    expect(moreHalted).toHaveLength(0);
    expect(pendingMail.subject).toBe('आपका मासिक दान: भुगतान नहीं हो सका');
    expect(haltedMail.subject).toBe('आपका मासिक दान रुका हुआ है');
    // The office sees the gift's charges as belonging to a halted recurring gift.
    const admin = await createUser('admin');
    const [charge] = await giftsOf([row.id]);
    const list = await api.get(`/api/donations?search=${encodeURIComponent(email)}`, { token: admin.token });
    expect(list.body.data.find((d: { id: number }) => d.id === charge.id)).toMatchObject({ recurring_status: 'halted' });
    const link = new URL(/https?:\/\/\S+\/donations\/payment\/\d+\?sig=\S+/.exec(haltedMail.textBody)![0]);
    expect(link.pathname).toBe(`/hi/donations/payment/${row.id}`);
    expect(pendingMail.textBody).toContain(link.pathname);

    // The link leads to the gateway's page for this subscription; a forged one leads nowhere.
    const sig = link.searchParams.get('sig');
    await expect(paymentPageForLink(guestCaller(), row.id, `${sig}x`)).rejects.toMatchObject({ code: 'subscription.not_found' });
    const hostedPage = await paymentPageForLink(guestCaller(), row.id, sig);
    expect(hostedPage).toBe(sandboxStore().subscriptions.get(gatewayId)!.short_url);
    // A page the donor's browser can open: on the site, not at the in-process sandbox's unreachable origin.
    expect(hostedPage).toBe(absoluteUrl(`/sandbox/razorpay/subscriptions/${gatewayId}`));

    // The donor pays there: one charge, one gift, active again. Paying again, or the charge reported twice, adds nothing.
    const before = (await giftsOf([row.id])).length;
    const fixed = await fixSubscriptionPayment(gatewayId, 'now');
    expect(fixed).not.toBeNull();
    expect(await fixSubscriptionPayment(gatewayId, 'now')).toBeNull();
    for (const e of fixed!.events) await replayEvent(e.id);
    for (const e of [...pending.events, ...halted.events]) await replayEvent(e.id);
    expect((await stored(row.id)).status).toBe('active');
    const gifts = await giftsOf([row.id]);
    expect(gifts).toHaveLength(before + 1);
    expect(gifts.filter((g) => g.razorpayPaymentId === fixed!.paymentId)).toHaveLength(1);
    expect(await mailsOf(email, 'donation-subscription-pending')).toHaveLength(1);
    expect(await mailsOf(email, 'donation-subscription-halted')).toHaveLength(1);
    // Only a gift waiting for a payment goes on to the gateway.
    await expect(paymentPageForLink(guestCaller(), row.id, sig)).rejects.toMatchObject({ code: 'subscription.not_changeable' });
  });

  it('the pending and halted mails go out over SMTP with their link', async () => {
    const { email, gatewayId } = await monthlyDonor();
    for (let i = 0; i < 2; i++) {
      const failed = failSubscriptionCharge(gatewayId);
      if ('error' in failed) throw new Error(failed.error);
      await send(failed.events, 'now');
    }
    const ids = [...(await mailsOf(email, 'donation-subscription-pending')), ...(await mailsOf(email, 'donation-subscription-halted'))].map(
      (m) => m.id,
    );
    expect(ids).toHaveLength(2);
    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnvCache();
      expect((await deliverDueMail(systemCaller('mail-sweep'), { onlyIds: ids })).sent).toBe(2);
      const received = smtp.received.filter((m) => m.to.includes(email)).map((m) => decode(m.raw));
      expect(received.map((m) => m.subject).sort()).toEqual([
        'Your monthly donation is on hold',
        'Your monthly donation: the payment did not go through',
      ]);
      for (const m of received) expect(m.text).toMatch(/https?:\/\/\S+\/donations\/payment\/\d+\?sig=[\w-]+/);
    } finally {
      await smtp.close();
    }
  });
});

describe('changing the amount or frequency', () => {
  it('a new subscription starts on the old one’s next charge date; once authorised the old one is cancelled; no period is paid twice', async () => {
    const { email, gatewayId, row } = await monthlyDonor({ amount: 800 });
    const visit = await visitOf(email);
    const old = sandboxStore().subscriptions.get(gatewayId)!;
    const nextCharge = old.charge_at!;
    expect(nextCharge * 1000).toBeGreaterThan(Date.now() + 20 * 24 * 3600 * 1000);

    const preview = await previewMyRecurringChange(guestCaller(), visit, row.id, { amount: '1500', frequency: 'quarterly' });
    expect(preview).toEqual({ amountPaise: 150000, frequency: 'quarterly', firstChargeAt: new Date(nextCharge * 1000) });
    await expect(previewMyRecurringChange(guestCaller(), visit, row.id, { amount: '800', frequency: 'monthly' })).rejects.toMatchObject({
      code: 'subscription.change_same',
    });
    await expect(previewMyRecurringChange(guestCaller(), visit, row.id, { amount: '45', frequency: 'monthly' })).rejects.toMatchObject({
      code: 'donation.multiple',
    });

    const started = await startMyRecurringChange(guestCaller(), visit, row.id, { amount: '1500', frequency: 'quarterly' });
    const fresh = sandboxStore().subscriptions.get(started.subscriptionId)!;
    expect(fresh.start_at).toBe(nextCharge);
    expect(sandboxStore().plans.get(fresh.plan_id)).toMatchObject({ period: 'monthly', interval: 3, item: { amount: 150000 } });
    // Not authorised yet: the old gift runs on as it was, and the new one is not shown.
    expect((await stored(row.id)).status).toBe('active');

    // The donor authorises in checkout: a token payment, nothing of the gift charged; the webhook completes it.
    const authorised = await paySubscription(started.subscriptionId, 'pay', 'now');
    if (!authorised.ok) throw new Error('authorisation failed');
    expect(authorised.deliveries.map((d) => [d.type, d.status])).toEqual([['subscription.authenticated', 200]]);
    expect(await confirmMyRecurringChange(guestCaller(), visit, started.rowId, authorised.response as never)).toEqual({
      result: 'changed',
      firstChargeAt: new Date(nextCharge * 1000),
    });
    for (const e of authorised.events) await replayEvent(e.id);
    const oldRow = await stored(row.id);
    expect(oldRow).toMatchObject({ status: 'cancelled' });
    expect(oldRow.replacedAt).not.toBeNull();
    expect(await stored(started.rowId)).toMatchObject({
      status: 'authenticated',
      replacesId: row.id,
      amountPaise: 150000,
      frequency: 'quarterly',
    });
    expect(sandboxStore().subscriptions.get(gatewayId)!.status).toBe('cancelled');
    expect(await giftsOf([row.id, started.rowId])).toHaveLength(1);
    const [changedMail, ...more] = await mailsOf(email, 'donation-subscription-changed');
    expect(more).toHaveLength(0);
    expect(changedMail.textBody).toContain('quarterly donation of ₹1,500');

    // The old one's next date arrives: only the new one can charge, once, at the new amount.
    expect(await chargeSubscription(gatewayId, 'now')).toBeNull();
    const first = await chargeSubscription(started.subscriptionId, 'now');
    expect(first?.deliveries.every((d) => d.status === 200)).toBe(true);
    const gifts = await giftsOf([row.id, started.rowId]);
    expect(gifts.map((g) => g.amountPaise).sort((a, b) => a - b)).toEqual([80000, 150000]);
    expect((await stored(started.rowId)).status).toBe('active');
  });

  it('a change started the day before the next charge is refused; one authorised after its date changes nothing', async () => {
    const { email, gatewayId, row } = await monthlyDonor({ amount: 900 });
    const visit = await visitOf(email);
    const old = sandboxStore().subscriptions.get(gatewayId)!;
    const due = old.charge_at;
    old.charge_at = Math.floor(Date.now() / 1000) + 3600;
    await expect(startMyRecurringChange(guestCaller(), visit, row.id, { amount: '1000', frequency: 'monthly' })).rejects.toMatchObject({
      code: 'subscription.change_too_close',
    });
    old.charge_at = due;
    const started = await startMyRecurringChange(guestCaller(), visit, row.id, { amount: '1000', frequency: 'monthly' });
    // The date passes before the donor authorises (the old one charged for it): the new mandate is dropped.
    const db = await getDb();
    await db
      .update(donationSubscriptions)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(donationSubscriptions.id, started.rowId));
    expect(await completeReplacement(started.rowId)).toBe('expired');
    expect((await stored(row.id)).status).toBe('active');
    expect((await stored(started.rowId)).status).toBe('cancelled');
    expect(sandboxStore().subscriptions.get(started.subscriptionId)!.status).toBe('cancelled');
    expect(sandboxStore().subscriptions.get(gatewayId)!.status).toBe('active');
  });

  it('a paused, pending or halted gift is not changed, and a forged checkout answer confirms nothing', async () => {
    const { email, gatewayId, row } = await monthlyDonor({ amount: 1200 });
    const visit = await visitOf(email);
    const started = await startMyRecurringChange(guestCaller(), visit, row.id, { amount: '1300', frequency: 'monthly' });
    const answer = {
      razorpay_payment_id: 'pay_forged000000',
      razorpay_subscription_id: started.subscriptionId,
      razorpay_signature: '0'.repeat(64),
    };
    await expect(confirmMyRecurringChange(guestCaller(), visit, started.rowId, answer)).rejects.toMatchObject({
      code: 'subscription.change_unverified',
    });
    expect((await stored(row.id)).status).toBe('active');
    await pauseMyRecurringGift(guestCaller(), visit, row.id);
    await expect(startMyRecurringChange(guestCaller(), visit, row.id, { amount: '1300', frequency: 'monthly' })).rejects.toMatchObject({
      code: 'subscription.not_changeable',
    });
    await resumeMyRecurringGift(guestCaller(), visit, row.id);
    const failed = failSubscriptionCharge(gatewayId);
    if ('error' in failed) throw new Error(failed.error);
    await send(failed.events, 'now');
    await expect(previewMyRecurringChange(guestCaller(), visit, row.id, { amount: '1300', frequency: 'monthly' })).rejects.toMatchObject({
      code: 'subscription.not_changeable',
    });
  });
});
