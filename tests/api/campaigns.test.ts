import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { campaigns, donations, donationSubscriptions } from '@/db/schema';
import { istIsoDay } from '@/lib/domain/dates';
import { auditLog } from '@/db/schema';
import { campaignSchema } from '@/lib/domain/validation/campaigns';
import { updateCampaign } from '@/lib/server/donations';
import type { SignedInCaller } from '@/lib/server/accounts';
import { payOrder, paySubscription } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { api } from '@/tests/support/api';
import { createOrder, createSubscription, donor, ipHeaders, useRazorpaySandbox } from '@/tests/support/donations';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;
let manager: TestUser;
let user: TestUser;

beforeAll(async () => {
  useRazorpaySandbox();
  [admin, manager, user] = await Promise.all([createUser('admin'), createUser('manager'), createUser('user')]);
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => istIsoDay(new Date(Date.now() + n * DAY));
const uniqueTitle = () => `Winter meals ${randomBytes(4).toString('hex')}`;

async function newCampaign(overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/campaigns', {
    token: admin.token,
    body: { title: uniqueTitle(), cause: 'kshudha-nivarana', goal_amount: 50000, ends_on: inDays(30), ...overrides },
  });
  if (res.status !== 201) throw new Error(`POST /api/campaigns ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; url: string; goal_amount: number };
}

/** A paid gift on the campaign's page, taken by the sandbox; `live` marks it as if paid with live keys. */
async function paidGift(campaignId: number, overrides: Record<string, unknown> = {}, live = true) {
  const { data } = await createOrder({ campaignId, ...overrides });
  const paid = await payOrder(data.order_id, 'pay', 'now');
  if (!paid.ok) throw new Error('sandbox payment failed');
  if (live) await (await getDb()).update(donations).set({ mode: 'live' }).where(eq(donations.id, data.donation_id));
  return data.donation_id;
}

const totals = async (id: number) => (await api.get(`/api/campaigns/${id}`)).body.data;

describe('POST /api/campaigns', () => {
  const body = { title: 'x', cause: 'KN', goal_amount: 1000, ends_on: inDays(10) };

  it('refuses guests with 401, users and managers with 403', async () => {
    expect((await api.post('/api/campaigns', { body })).status).toBe(401);
    expect((await api.post('/api/campaigns', { body, token: user.token })).status).toBe(403);
    expect((await api.post('/api/campaigns', { body, token: manager.token })).status).toBe(403);
  });

  it('rejects missing and invalid fields with 422 and a message per field, and records nothing', async () => {
    const db = await getDb();
    const before = (await db.select({ id: campaigns.id }).from(campaigns)).length;
    const empty = await api.post('/api/campaigns', { body: {}, token: admin.token });
    expect(empty.status).toBe(422);
    expect(empty.body.success).toBe(false);
    expect(empty.body.errors.title).toEqual(['The title field is required.']);
    expect(empty.body.errors.cause).toEqual(['The cause field is required.']);
    expect(empty.body.errors.goal_amount).toEqual(['The goal amount field is required.']);
    expect(empty.body.errors.ends_on).toEqual(['The end date field is required.']);

    const wrong = await api.post('/api/campaigns', {
      body: { title: '  ', cause: 'rockets', goal_amount: -5, ends_on: '31/02/2027' },
      token: admin.token,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.title).toEqual(['The title field is required.']);
    expect(wrong.body.errors.cause).toEqual(['Unknown cause code.']);
    expect(wrong.body.errors.goal_amount).toEqual(['The goal amount must be greater than 0.']);
    expect(wrong.body.errors.ends_on).toEqual(['Please enter a date as dd/mm/yyyy.']);

    const letters = await api.post('/api/campaigns', { body: { ...body, goal_amount: 'lots' }, token: admin.token });
    expect(letters.body.errors.goal_amount).toEqual(['The goal amount must be a number.']);
    const fractional = await api.post('/api/campaigns', { body: { ...body, goal_amount: 100.5 }, token: admin.token });
    expect(fractional.body.errors.goal_amount).toEqual(['The goal amount must be a whole number.']);
    const past = await api.post('/api/campaigns', { body: { ...body, ends_on: inDays(-1) }, token: admin.token });
    expect(past.status).toBe(422);
    expect(past.body.errors.ends_on).toEqual(['The end date cannot be before today.']);
    expect((await db.select({ id: campaigns.id }).from(campaigns)).length).toBe(before);
  });

  it('creates a campaign (201) in the envelope, with its public URL and nothing raised yet', async () => {
    const title = uniqueTitle();
    const res = await api.post('/api/campaigns', {
      body: { title, cause: 'KN', goal_amount: '1,00,000', ends_on: inDays(20), story: 'Hot meals for 500 children.' },
      token: admin.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Campaign created.');
    const c = res.body.data;
    expect(c).toMatchObject({
      title,
      cause: 'kshudha-nivarana',
      cause_code: 'KN',
      goal_amount: 100000,
      raised_amount: 0,
      donors_count: 0,
      progress_percent: 0,
      ends_on: inDays(20),
      days_left: 21,
      ended: false,
      story: 'Hot meals for 500 children.',
    });
    expect(c.url).toMatch(new RegExp(`/campaigns/${c.id}$`));
  });
});

describe('the office edits a campaign', () => {
  it('changes its texts, cause, goal and date (audited), and keeps what was raised; a missing one is not found', async () => {
    const c = await newCampaign({ goal_amount: 10000 });
    await paidGift(c.id, { amount: 2500 });
    const caller: SignedInCaller = {
      kind: 'user',
      userId: admin.id,
      role: 'admin',
      name: admin.name,
      email: admin.email,
      via: 'session',
      ip: null,
    };
    const input = campaignSchema.parse({ title: 'Renamed', title_hi: 'नया नाम', cause: 'NN', goal_amount: '5000', ends_on: inDays(3) });
    const edited = await updateCampaign(caller, c.id, input);
    expect(edited).toMatchObject({
      title: 'Renamed',
      title_hi: 'नया नाम',
      cause_code: 'NN',
      goal_amount: 5000,
      raised_amount: 2500,
      progress_percent: 50,
      days_left: 4,
    });
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(c.id)));
    expect(audit.map((a) => a.action)).toContain('campaign.update');
    await expect(updateCampaign(caller, 2147483000, input)).rejects.toMatchObject({ code: 'campaign.not_found' });
  });
});

describe('GET /api/campaigns/{id}', () => {
  it('answers anyone with the campaign; 404 for one that does not exist or a malformed id', async () => {
    const c = await newCampaign();
    const res = await api.get(`/api/campaigns/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ id: c.id, goal_amount: 50000, raised_amount: 0, donors_count: 0, url: c.url });
    const missing = await api.get('/api/campaigns/2147483000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Campaign not found.' });
    expect((await api.get('/api/campaigns/abc')).status).toBe(422);
  });

  it('counts live money only: sandbox gifts and unpaid attempts never, offline entries filed under it do', async () => {
    const c = await newCampaign({ goal_amount: 10000 });
    const email = `campaign-${randomBytes(4).toString('hex')}@example.test`;
    await paidGift(c.id, { amount: 1000, email });
    await paidGift(c.id, { amount: 500, email }); // the same donor again: one donor
    await paidGift(c.id, { amount: 3000 }, false); // sandbox money: never counted
    await createOrder({ campaignId: c.id, amount: 700 }); // never paid
    const offline = await api.post('/api/donations', {
      token: admin.token,
      body: { name: 'Cheque donor', amount: 2500, payment_mode: 'cheque', cause: 'general-welfare', campaign_id: c.id },
    });
    expect(offline.status).toBe(201);
    expect(offline.body.data).toMatchObject({ campaign_id: c.id, cause_code: 'KN' }); // the campaign's cause, not the one sent
    const t = await totals(c.id);
    expect(t).toMatchObject({ raised_amount: 4000, donors_count: 2, progress_percent: 40 });
  });
});

describe('gifts made for a campaign', () => {
  it('take the campaign’s cause; an unknown campaign is refused (422) before anything is recorded', async () => {
    const c = await newCampaign({ cause: 'NN' });
    const id = await paidGift(c.id, { cause: 'general-welfare', causeCode: 'GSW' });
    const [row] = await (await getDb()).select().from(donations).where(eq(donations.id, id));
    expect(row).toMatchObject({ campaignId: c.id, causeCode: 'NN' });

    const body = donor({ campaignId: 2147483000 });
    const refused = await api.post('/api/donations/create-order', { body, headers: ipHeaders() });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.campaign_id).toEqual(['There is no such campaign.']);
    expect(await (await getDb()).select().from(donations).where(eq(donations.email, body.email))).toEqual([]);
    const offline = await api.post('/api/donations', {
      token: admin.token,
      body: { name: 'Cash donor', amount: 100, payment_mode: 'cash', campaign_id: 2147483000 },
    });
    expect(offline.status).toBe(422);
    expect(offline.body.errors.campaign_id).toEqual(['There is no such campaign.']);
  });

  it('after the campaign’s last day go to its cause alone and leave its total as it ended', async () => {
    const c = await newCampaign({ cause: 'AS' });
    await (
      await getDb()
    )
      .update(campaigns)
      .set({ endsOn: inDays(-2) })
      .where(eq(campaigns.id, c.id));
    const id = await paidGift(c.id, { amount: 1200 });
    const [row] = await (await getDb()).select().from(donations).where(eq(donations.id, id));
    expect(row).toMatchObject({ campaignId: null, causeCode: 'AS' });
    expect(await totals(c.id)).toMatchObject({ raised_amount: 0, ended: true, days_left: 0 });
  });

  it('a monthly gift started on the page files each charge under the campaign', async () => {
    const c = await newCampaign({ cause: 'STEER' });
    const { data } = await createSubscription({ campaignId: c.id, amount: 740 });
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(sub).toMatchObject({ campaignId: c.id, causeCode: 'STEER' });
    const paid = await paySubscription(data.subscription_id, 'pay', 'none');
    expect(paid.ok).toBe(true);
    const verified = await api.post('/api/donations/verify-subscription', { body: paid.ok ? paid.response : {} });
    expect(verified.status).toBe(200);
    const [charge] = await db.select().from(donations).where(eq(donations.razorpaySubscriptionId, data.subscription_id));
    expect(charge).toMatchObject({ campaignId: c.id, causeCode: 'STEER', status: 'paid' });
  });
});

describe('80G below ₹2,000', () => {
  it('POST /api/donations/create-order and create-subscription refuse 80G below ₹2,000 (422 on the amount) and record nothing', async () => {
    const db = await getDb();
    for (const [path, frequency] of [
      ['/api/donations/create-order', 'one-time'],
      ['/api/donations/create-subscription', 'monthly'],
    ] as const) {
      const body = donor({ amount: 500, want80G: true, pan: 'ABCDE1234F', frequency });
      const res = await api.post(path, { body, headers: ipHeaders() });
      expect(res.status).toBe(422);
      expect(res.body.errors.amount).toEqual(['Minimum amount for 80G benefit is ₹2000']);
      expect(await db.select().from(donations).where(eq(donations.email, body.email))).toEqual([]);
      expect(await db.select().from(donationSubscriptions).where(eq(donationSubscriptions.email, body.email))).toEqual([]);
    }
    const raised = await api.post('/api/donations/create-subscription', {
      body: donor({ amount: 2000, want80G: true, pan: 'ABCDE1234F', frequency: 'monthly' }),
      headers: ipHeaders(),
    });
    expect(raised.status).toBe(200);
  });

  it('a signed-in donor’s gift is linked to the account', async () => {
    const res = await api.post('/api/donations/create-order', { body: donor(), headers: ipHeaders(), token: user.token });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(donations).where(eq(donations.id, res.body.data.donation_id));
    expect(row.userId).toBe(user.id);
  });
});
