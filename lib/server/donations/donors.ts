import 'server-only';
import { type Caller } from '@/lib/server/accounts';
import { createHmac } from 'node:crypto';
import { and, ilike, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db';
import { donations, donorWall } from '@/db/schema';
import { wallName, type WallDisplay } from '@/lib/domain/donations';
import { paiseToRupees } from '@/lib/domain/money';
import { containsPattern, countOf, paginated, type PageQuery } from '@/lib/server/platform';
import type { Paginated } from '@/lib/domain/wire/page';
import { cachedQuery, cacheTags } from '@/lib/server/cache';
import { signLink } from './links';
import { countedDonations } from './counted';

// The public donor wall: counted donations only (paid, test money left out: counted.ts), grouped per donor, as each donor chose to appear. Phone, email, PAN and address never leave
// this module; a donor's key is their e-mail, shown only as an opaque HMAC.
const donorKey = sql<string>`coalesce(nullif(lower(${donations.email}), ''), 'offline:' || ${donations.id}::text)`;

async function opaqueId(key: string): Promise<string> {
  const secret = await signLink('donor', 'wall');
  return `DNR-${createHmac('sha256', secret).update(key).digest('hex').slice(0, 10).toUpperCase()}`;
}

type DonorQuery = PageQuery & { search: string };

// A donor's latest gift carries their current choice for the wall: listed by full name, by first name and
// initial, as 'Anonymous', or not at all; the amount only with consent. Searches match the shown name only,
// so a search never reveals who is behind an initial, 'Anonymous' or an unlisted gift. One row per donor is
// kept in donor_wall by the database (migration 0009, in the transaction of every write to donations, the same
// grouping as donorKey and countedDonations here): a page reads its twelve rows from an index instead of
// grouping every donation.
const shownNameOf = sql<string>`case ${donorWall.display}
  when 'name' then ${donorWall.name}
  when 'initials' then split_part(trim(${donorWall.name}), ' ', 1)
  else 'Anonymous' end`;

async function queryDonors(q: DonorQuery): Promise<Paginated<Awaited<ReturnType<typeof withCauses>>[number]>> {
  const db = await getDb();
  const listed = and(ne(donorWall.display, 'hidden'), q.search ? ilike(shownNameOf, containsPattern(q.search)) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({
        key: donorWall.key,
        id: donorWall.id,
        name: donorWall.name,
        display: donorWall.display,
        showAmount: donorWall.showAmount,
        totalPaise: donorWall.totalPaise,
        count: donorWall.donations,
      })
      .from(donorWall)
      .where(listed)
      // Newest supporters first: ordering by amount would rank donors who did not agree to show theirs.
      .orderBy(sql`${donorWall.lastPaidAt} desc nulls last`, donorWall.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    countOf(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(donorWall)
        .where(listed),
    ),
  ]);
  return paginated(await withCauses(db, rows), q.page, q.per_page, total);
}

type DonorGroup = { key: string; id: number; name: string; display: WallDisplay; showAmount: boolean; totalPaise: number; count: number };

/** Each listed donor's wall entry: the name as chosen, the amount only with consent, donations per cause. */
async function withCauses(db: Db, groups: DonorGroup[]) {
  const keys = groups.map((g) => g.key);
  const causeRows = keys.length
    ? await db
        .select({ key: donorKey, code: donations.causeCode, n: sql<number>`count(*)::int` })
        .from(donations)
        .where(and(countedDonations, inArray(donorKey, keys)))
        .groupBy(donorKey, donations.causeCode)
    : [];
  return Promise.all(
    groups.map(async (g) => ({
      id: g.id,
      unique_id: await opaqueId(g.key),
      name: wallName(g.name, g.display) ?? 'Anonymous',
      anonymous: g.display === 'anonymous',
      total_amount: g.showAmount ? paiseToRupees(Number(g.totalPaise)) : null,
      donation_count: g.count,
      causes: Object.fromEntries(causeRows.filter((c) => c.key === g.key).map((c) => [c.code, c.n])),
    })),
  );
}

async function queryDonorStats() {
  const db = await getDb();
  const [row] = await db
    .select({
      donors: sql<number>`count(*)::int`,
      donations: sql<number>`coalesce(sum(${donorWall.donations}), 0)::int`,
      amount: sql<number>`coalesce(sum(${donorWall.totalPaise}), 0)::bigint`,
    })
    .from(donorWall);
  return { total_donors: row.donors, total_donations: row.donations, total_amount: paiseToRupees(Number(row.amount)) };
}

const cachedDonors = cachedQuery(queryDonors, ['donors:list'], () => [cacheTags.donors], {
  atBuild: { data: [], current_page: 1, last_page: 1, per_page: 12, total: 0 },
});

/**
 * The public donor wall (names as donors chose to show them). A page of it is cached under cacheTags.donors
 * (expired by every paid donation). Name searches are not cached: their keys are unbounded and they are rare.
 */
export async function listDonors(_caller: Caller, q: DonorQuery) {
  return q.search ? queryDonors(q) : cachedDonors(q);
}

const cachedDonorStats = cachedQuery(queryDonorStats, ['donors:stats'], () => [cacheTags.donors], {
  atBuild: { total_donors: 0, total_donations: 0, total_amount: 0 },
});

/** Totals for the donor wall, cached under cacheTags.donors. */
export async function donorStats(_caller: Caller) {
  return cachedDonorStats();
}
