import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donations, donationSubscriptions, gatewayPlans, mailOutbox } from '@/db/schema';
import { chargeSubscription, paySubscription } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { replayEvent } from '@/lib/server/payments/razorpay/sandbox/events';
import { sandboxStore } from '@/lib/server/payments/razorpay/sandbox/store';
import { api } from '@/tests/support/api';
import { createSubscription, donor, ipHeaders, postWebhook, useRazorpaySandbox } from '@/tests/support/donations';

beforeAll(() => useRazorpaySandbox());

async function donationsOf(subscriptionId: string) {
  const db = await getDb();
  return db.select().from(donations).where(eq(donations.razorpaySubscriptionId, subscriptionId));
}

describe('POST /api/donations/create-subscription', () => {
  it('creates a subscription on a plan cached by period, interval and amount; quarterly is monthly x3 for 10 years', async () => {
    const a = await createSubscription({ frequency: 'quarterly', amount: 730 });
    const b = await createSubscription({ frequency: 'quarterly', amount: 730 });
    expect(a.data.subscription_id).toMatch(/^sub_/);
    expect(a.data.key_id).toMatch(/^rzp_test_/);
    const subA = sandboxStore().subscriptions.get(a.data.subscription_id)!;
    const subB = sandboxStore().subscriptions.get(b.data.subscription_id)!;
    expect(subA.plan_id).toBe(subB.plan_id);
    expect(subA.total_count).toBe(40);
    expect(sandboxStore().plans.get(subA.plan_id)).toMatchObject({
      period: 'monthly',
      interval: 3,
      item: { amount: 73000, currency: 'INR' },
    });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(gatewayPlans)
        .where(and(eq(gatewayPlans.amountPaise, 73000), eq(gatewayPlans.interval, 3))),
    ).toHaveLength(1);
    const yearly = await createSubscription({ frequency: 'yearly', amount: 730 });
    expect(sandboxStore().subscriptions.get(yearly.data.subscription_id)!.total_count).toBe(10);
  });

  it('refuses a one-time frequency with its message', async () => {
    const res = await api.post('/api/donations/create-subscription', { body: donor({ frequency: 'one-time' }), headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please choose monthly, quarterly or yearly for a recurring donation');
  });
});

describe('subscription charges', () => {
  it('the first charge reported by the browser and by the webhook is one donation', async () => {
    const { data, body } = await createSubscription({ amount: 1000, want80G: false });
    const paid = await paySubscription(data.subscription_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const verify = await api.post('/api/donations/verify-subscription', { body: { ...paid.response, donation_details: body } });
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({ payment_id: paid.paymentId, status: 'paid' });
    for (const event of paid.events) await replayEvent(event.id);
    const rows = await donationsOf(data.subscription_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', frequency: 'monthly', amountPaise: 100000, razorpayPaymentId: paid.paymentId });
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(sub).toMatchObject({ status: 'active', paidCount: 1 });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mail.textBody).toMatch(/\/donations\/cancel\/\d+\?sig=/);
  });

  it('two subscription.charged events record two donations, each with its own receipt', async () => {
    const { data } = await createSubscription({ amount: 600 });
    const first = await paySubscription(data.subscription_id, 'pay', 'now');
    expect(first.ok).toBe(true);
    const second = await chargeSubscription(data.subscription_id, 'now');
    const third = await chargeSubscription(data.subscription_id, 'now');
    expect(second?.deliveries.map((d) => d.status)).toContain(200);
    const rows = await donationsOf(data.subscription_id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.razorpayPaymentId)).size).toBe(3);
    expect(rows.map((r) => r.razorpayPaymentId)).toEqual(expect.arrayContaining([second!.paymentId, third!.paymentId]));
    // Redelivering the charge changes nothing.
    const charged = second!.events.find((e) => e.type === 'subscription.charged')!;
    expect((await replayEvent(charged.id))?.status).toBe(200);
    expect(await donationsOf(data.subscription_id)).toHaveLength(3);
  });

  it('a forged subscription signature records nothing', async () => {
    const { data } = await createSubscription();
    const paid = await paySubscription(data.subscription_id, 'pay', 'none');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const res = await api.post('/api/donations/verify-subscription', { body: { ...paid.response, razorpay_signature: '0'.repeat(64) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Subscription verification failed. Please contact support.');
    expect(await donationsOf(data.subscription_id)).toHaveLength(0);
  });

  it('the donor cancels from the signed link: cancelled at the gateway, recorded, confirmed by mail; a bad link is refused', async () => {
    const { data, body } = await createSubscription();
    await paySubscription(data.subscription_id, 'pay', 'now');
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    const link = new URL(/https?:\/\/\S+\/donations\/cancel\/\S+/.exec(mail.textBody)![0]);
    const id = link.pathname.split('/').pop();
    const sig = link.searchParams.get('sig');
    const forged = await api.post(`/api/donations/subscriptions/${id}/cancel`, { body: { sig: `${sig!.slice(0, -2)}xx` } });
    expect(forged.status).toBe(404);
    const res = await api.post(`/api/donations/subscriptions/${id}/cancel`, { body: { sig } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your recurring donation has been cancelled.');
    expect(sandboxStore().subscriptions.get(data.subscription_id)!.status).toBe('cancelled');
    const [sub] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(sub.status).toBe('cancelled');
    expect(sub.cancelledAt).not.toBeNull();
    const confirmations = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, body.email), eq(mailOutbox.kind, 'donation-subscription-cancelled')));
    expect(confirmations).toHaveLength(1);
    const again = await api.post(`/api/donations/subscriptions/${id}/cancel`, { body: { sig } });
    expect(again.body.message).toBe('This recurring donation was already cancelled.');
  });
});

describe('subscription webhooks', () => {
  async function statusOf(subscriptionId: string) {
    const db = await getDb();
    const [row] = await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.razorpaySubscriptionId, subscriptionId));
    return row.status;
  }
  const event = (type: string, entity: unknown) => ({
    entity: 'event',
    account_id: 'acc_x',
    event: type,
    contains: ['subscription'],
    payload: { subscription: { entity } },
    created_at: 1,
  });

  // The state is read from the gateway on each event (the sandbox's store is the gateway here), so an event that
  // arrives late or twice cannot undo a later state; a finished subscription stays finished whatever comes.
  it('follows the gateway on activated and halted, and a cancelled subscription stays cancelled when an older activated arrives late', async () => {
    const { data } = await createSubscription();
    const sub = sandboxStore().subscriptions.get(data.subscription_id)!;
    sub.status = 'active';
    await postWebhook(event('subscription.activated', { ...sub }));
    expect(await statusOf(data.subscription_id)).toBe('active');
    sub.status = 'halted';
    await postWebhook(event('subscription.halted', { ...sub }));
    expect(await statusOf(data.subscription_id)).toBe('halted');
    sub.status = 'cancelled';
    await postWebhook(event('subscription.cancelled', { ...sub }));
    await postWebhook(event('subscription.activated', { ...sub, status: 'active' }));
    expect(await statusOf(data.subscription_id)).toBe('cancelled');
  });

  it('a subscription.completed is final', async () => {
    const { data } = await createSubscription({ frequency: 'yearly' });
    const sub = sandboxStore().subscriptions.get(data.subscription_id)!;
    sub.status = 'completed';
    await postWebhook(event('subscription.completed', { ...sub }));
    await postWebhook(event('subscription.halted', { ...sub, status: 'halted' }));
    expect(await statusOf(data.subscription_id)).toBe('completed');
    // Even a gateway answering another state later does not reopen it.
    sub.status = 'halted';
    await postWebhook(event('subscription.halted', { ...sub }));
    expect(await statusOf(data.subscription_id)).toBe('completed');
  });
});
