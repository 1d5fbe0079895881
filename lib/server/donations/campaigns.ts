import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { campaigns, donations } from '@/db/schema';
import { campaignDaysLeft, campaignEnded, campaignPath, campaignProgress } from '@/lib/domain/campaigns';
import { causeByCode } from '@/lib/domain/donations';
import { fail } from '@/lib/domain/errors';
import { paiseToRupees } from '@/lib/domain/money';
import type { WireCampaign } from '@/lib/domain/wire/campaigns';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { cachedQuery, cacheTags } from '@/lib/server/cache';
import { filePath } from '@/lib/server/files';
import { absoluteUrl } from '@/lib/server/platform';
import { countedDonations } from './counted';

// A campaign's page, its /api answer and the back-office list read the same row and the same totals. The
// totals count money the way every other figure does (countedDonations: paid, sandbox gifts never), so a test
// payment on a campaign page never moves its meter; offline entries the office files under it do.

type CampaignRow = typeof campaigns.$inferSelect;
type Totals = { raisedPaise: number; donors: number };

/** The same donor (by e-mail) giving twice counts once; an offline gift without an e-mail is a donor of its own. */
const donorKey = sql`coalesce(nullif(lower(${donations.email}), ''), 'offline:' || ${donations.id}::text)`;

async function totalsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Totals>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: donations.campaignId,
      raised: sql<string>`coalesce(sum(${donations.amountPaise}), 0)::bigint`,
      donors: sql<number>`count(distinct ${donorKey})::int`,
    })
    .from(donations)
    .where(and(inArray(donations.campaignId, ids), countedDonations))
    .groupBy(donations.campaignId);
  return new Map(rows.map((r) => [r.id!, { raisedPaise: Number(r.raised), donors: r.donors }]));
}

/** The row and its totals, as cached for the page (plain JSON; the days left are worked out when read). */
type CampaignRecord = Omit<CampaignRow, 'createdAt' | 'updatedAt'> & Totals & { createdAt: string; updatedAt: string };

async function queryCampaign(id: number): Promise<CampaignRecord | null> {
  const db = await getDb();
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) return null;
  const totals = (await totalsOf(db, [id])).get(id) ?? { raisedPaise: 0, donors: 0 };
  return { ...row, ...totals, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const cachedCampaign = cachedQuery(queryCampaign, ['campaign:by-id'], (id: number) => [cacheTags.campaign(id)]);

function toWire(c: CampaignRecord, now = new Date()): WireCampaign {
  const cause = causeByCode(c.causeCode);
  return {
    id: c.id,
    title: c.title,
    title_hi: c.titleHi,
    story: c.story,
    story_hi: c.storyHi,
    cause: cause?.value ?? c.causeCode,
    cause_code: c.causeCode,
    goal_amount: paiseToRupees(c.goalPaise),
    raised_amount: paiseToRupees(c.raisedPaise),
    donors_count: c.donors,
    progress_percent: campaignProgress(c.raisedPaise, c.goalPaise),
    ends_on: c.endsOn,
    days_left: campaignDaysLeft(c.endsOn, now),
    ended: campaignEnded(c.endsOn, now),
    picture_url: c.pictureFileId ? absoluteUrl(filePath(c.pictureFileId)) : null,
    picture_path: c.pictureFileId ? filePath(c.pictureFileId) : null,
    url: absoluteUrl(campaignPath(c.id)),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

/** Public: a campaign with its goal, money raised (live money only) and donors; cached under its tag. */
export async function getCampaign(_caller: Caller, id: number): Promise<WireCampaign> {
  const c = await cachedCampaign(id);
  if (!c) throw fail('campaign.not_found');
  return toWire(c);
}

/** The back-office list: every campaign, newest first, with its totals (read fresh: the office checks them). */
export async function listCampaigns(caller: Caller): Promise<WireCampaign[]> {
  requireAdmin(caller);
  const db = await getDb();
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.id));
  const totals = await totalsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toWire({
      ...r,
      ...(totals.get(r.id) ?? { raisedPaise: 0, donors: 0 }),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }),
  );
}

async function queryCampaignStamps(): Promise<{ id: number; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db.select({ id: campaigns.id, updatedAt: campaigns.updatedAt }).from(campaigns).orderBy(campaigns.id);
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}

const cachedCampaignStamps = cachedQuery(queryCampaignStamps, ['sitemap:campaigns'], () => [cacheTags.campaigns], { atBuild: [] });

/** Public: every campaign's id and last change, for the sitemap (ended ones too: their pages still take gifts). */
export async function listCampaignStamps(_caller: Caller): Promise<{ id: number; updatedAt: string }[]> {
  return cachedCampaignStamps();
}

/**
 * The campaign a gift is made for: its cause files the gift, and only while it runs does the gift count
 * towards it (after its last day the page still takes gifts, for the cause alone). Unknown: a field error.
 */
export async function campaignForGift(
  db: DbOrTx,
  id: number,
  now = new Date(),
): Promise<{ campaignId: number | null; causeCode: string } | null> {
  const [row] = await db
    .select({ id: campaigns.id, causeCode: campaigns.causeCode, endsOn: campaigns.endsOn })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row) return null;
  return { campaignId: campaignEnded(row.endsOn, now) ? null : row.id, causeCode: row.causeCode };
}

/** The cause code of a campaign (the office files any entry under it, ended or not); null when unknown. */
export async function campaignCause(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ causeCode: campaigns.causeCode }).from(campaigns).where(eq(campaigns.id, id));
  return row?.causeCode ?? null;
}
